// ShelterDump
