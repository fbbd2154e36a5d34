import Testing

/// Every suite of this target, run one test at a time: the screens' handlers observe
/// `NotificationCenter.default` with no object, as apps do, so two screens hosted at once would
/// hear each other's keyboards, and ``UIKitIssues`` and the current hosted screen are process-wide.
@Suite(.serialized) enum ShelterUIKitTests {}
