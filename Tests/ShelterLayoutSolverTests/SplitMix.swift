import ShelterSupport

/// The shared SplitMix64 (ShelterSupport), so a seed replays exactly.
typealias SplitMix = SplitMix64
