import ShelterSupport

/// "Did you mean" hints, shared with the fixture loader.
typealias Suggestion = ShelterSupport.Suggestion
