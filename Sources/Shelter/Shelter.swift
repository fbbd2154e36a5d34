// One import for the whole library: geometry, views, notifications, keyboard and fixtures.
@_exported public import ShelterFixtures
@_exported public import ShelterGeometry
@_exported public import ShelterKeyboard
@_exported public import ShelterNotifications
@_exported public import ShelterViews
