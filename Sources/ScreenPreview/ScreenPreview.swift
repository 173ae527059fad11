// The ScreenPreview module.
