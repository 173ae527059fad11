// The Templates module.
