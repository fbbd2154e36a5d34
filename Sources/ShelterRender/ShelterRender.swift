// ShelterRender
