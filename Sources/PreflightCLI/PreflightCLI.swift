// The PreflightCLI module.
