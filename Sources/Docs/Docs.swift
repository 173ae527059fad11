// The Docs module.
