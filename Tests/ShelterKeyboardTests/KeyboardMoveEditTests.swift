import ShelterGeometry
import ShelterKeyboard
import ShelterViews
import Testing

/// A keyboard move, a frame set from outside and a changed constant are edits of the rows they
/// change: the frames are those a full pass gives, and no round collects every constraint again
/// unless the tree changed.
@MainActor @Suite struct KeyboardMoveEditTests {
  /// A 390 × 844 window (its screen the same size) with a root view that translates its mask, a
  /// bar 44 tall pinned 10 above the root's keyboard layout guide, and a view pinned 20 above the
  /// root's bottom.
  struct Screen {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let root: View
    let bar = View()
    let footer = View()
    let barBottom: LayoutConstraint

    init() throws {
      root = View(frame: window.bounds)
      try window.addSubview(root)
      for view in [bar, footer] {
        view.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(view)
      }
      barBottom = bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -10)
      try LayoutConstraint.activate([
        barBottom, bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 390), bar.heightAnchor.constraint(equalToConstant: 44),
        footer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        footer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        footer.widthAnchor.constraint(equalToConstant: 100),
        footer.heightAnchor.constraint(equalToConstant: 20),
      ])
      window.layoutIfNeeded()
    }

    var fullRounds: Int { window.layoutEngine?.fullRounds ?? -1 }
  }

  @Test func aKeyboardMoveIsAnEditOfTheGuidesRows() throws {
    let screen = try Screen()
    // No keyboard and no safe area: the guide is a band of height 0 at the root's bottom, y 844;
    // the bar ends 10 above it: 844 − 10 − 44 = 790.
    #expect(screen.bar.frame == Rect(x: 0, y: 790, width: 390, height: 44))
    // The footer ends 20 above the bottom: 844 − 20 − 20 = 804.
    #expect(screen.footer.frame == Rect(x: 8, y: 804, width: 100, height: 20))
    let full = screen.fullRounds
    screen.window.application.keyboard.show(height: 336)
    // The keyboard's top is 844 − 336 = 508: the bar's top 508 − 10 − 44 = 454.
    #expect(screen.bar.frame == Rect(x: 0, y: 454, width: 390, height: 44))
    #expect(screen.footer.frame == Rect(x: 8, y: 804, width: 100, height: 20))
    screen.window.application.keyboard.hide()
    #expect(screen.bar.frame == Rect(x: 0, y: 790, width: 390, height: 44))
    #expect(screen.fullRounds == full)
  }

  @Test func aFrameSetFromOutsideIsAnEditOfThatViewsRows() throws {
    let screen = try Screen()
    let full = screen.fullRounds
    // The root is made 600 tall without telling the engine; the keyboard move that follows edits
    // the root's autoresizing height, so the footer ends 20 above the new bottom: 600 − 20 − 20.
    screen.root.frame = Rect(x: 0, y: 0, width: 390, height: 600)
    screen.window.application.keyboard.show(height: 336)
    #expect(screen.footer.frame == Rect(x: 8, y: 560, width: 100, height: 20))
    // The keyboard (window y 508 to 844) covers the root from 508 to its bottom at 600: the
    // guide's top is 508 and the bar's 508 − 10 − 44 = 454.
    #expect(screen.bar.frame == Rect(x: 0, y: 454, width: 390, height: 44))
    #expect(screen.fullRounds == full)
  }

  @Test func aChangedConstantIsAnEdit() throws {
    let screen = try Screen()
    let full = screen.fullRounds
    screen.barBottom.constant = -30
    screen.window.layoutIfNeeded()
    // 844 − 30 − 44 = 770.
    #expect(screen.bar.frame == Rect(x: 0, y: 770, width: 390, height: 44))
    screen.window.application.keyboard.show(height: 300)
    // The keyboard's top 844 − 300 = 544; the bar's 544 − 30 − 44 = 470.
    #expect(screen.bar.frame == Rect(x: 0, y: 470, width: 390, height: 44))
    #expect(screen.fullRounds == full)
  }

  @Test func aChangedTreeIsLaidOutInFull() throws {
    let screen = try Screen()
    let full = screen.fullRounds
    // A subview added without a constraint asks for no pass, but the next one sees a new tree.
    try screen.root.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    screen.window.application.keyboard.show(height: 336)
    #expect(screen.bar.frame == Rect(x: 0, y: 454, width: 390, height: 44))
    #expect(screen.fullRounds == full + 1)
  }

  @Test func aFrameSetOnAViewLaidOutByConstraintsIsPutBack() throws {
    let screen = try Screen()
    let full = screen.fullRounds
    // Constraints fix the footer, so the next pass puts it back, as a full pass would.
    screen.footer.frame = Rect(x: 50, y: 50, width: 10, height: 10)
    screen.window.application.keyboard.show(height: 336)
    #expect(screen.footer.frame == Rect(x: 8, y: 804, width: 100, height: 20))
    #expect(screen.fullRounds == full)
  }
}
