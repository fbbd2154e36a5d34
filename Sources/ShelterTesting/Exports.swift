// `import ShelterTesting` brings the whole library with it: views, keyboard, fixtures.
@_exported public import Shelter
