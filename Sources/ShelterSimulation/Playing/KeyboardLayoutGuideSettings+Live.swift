public import ShelterFixtures
public import ShelterViews

extension KeyboardLayoutGuideSettings {
  /// Sets these on a live guide; the description of a screen knows no live views, so the scene
  /// applies them.
  public func apply(to guide: KeyboardLayoutGuide) {
    guide.usesBottomSafeArea = usesBottomSafeArea
    guide.followsUndockedKeyboard = followsUndockedKeyboard
  }
}
