// The Diagnostics module.
