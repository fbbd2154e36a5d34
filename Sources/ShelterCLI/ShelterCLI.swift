// ShelterCLI
