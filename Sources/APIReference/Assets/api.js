// The Try-it panel.
