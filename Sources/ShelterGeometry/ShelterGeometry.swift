// ShelterGeometry
