// ShelterJSON
