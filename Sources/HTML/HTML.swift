// The HTML module.
