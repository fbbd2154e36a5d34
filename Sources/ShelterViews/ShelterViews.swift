// ShelterViews
