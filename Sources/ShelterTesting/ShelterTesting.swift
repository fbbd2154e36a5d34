// ShelterTesting
