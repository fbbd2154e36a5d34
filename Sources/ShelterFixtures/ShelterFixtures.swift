// ShelterFixtures
