// ShelterKeyboard
