// One import for the whole library: geometry, views, notifications, the keyboard, fixtures, the
// simulation that plays them and the importer of pasted dumps.
@_exported public import ShelterDump
@_exported public import ShelterFixtures
@_exported public import ShelterGeometry
@_exported public import ShelterKeyboard
@_exported public import ShelterNotifications
@_exported public import ShelterSimulation
@_exported public import ShelterValues
@_exported public import ShelterViews
