// The PreferenceModel module.
