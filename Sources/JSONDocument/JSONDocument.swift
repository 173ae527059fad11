// The JSONDocument module.
