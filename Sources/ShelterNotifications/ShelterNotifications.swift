// ShelterNotifications
