import ShelterUIKit
import Testing

/// A card a snapshot test builds outside any window: an avatar 48 square 16 in from the top-left,
/// a title 20 tall beside it (12 after the avatar, 16 from the right) and a vertical stack of two
/// 30-tall rows 8 apart, 16 below the avatar, 16 in from each side.
private final class ProfileCard: UIView {
  let avatar = UIImageView()
  let title = UILabel()
  let rows = UIStackView()

  init() {
    super.init(frame: .zero)
    for view in [avatar, title, rows] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    rows.axis = .vertical
    rows.spacing = 8
    for _ in 0..<2 {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 30).isActive = true
      rows.addArrangedSubview(row)
    }
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatar.widthAnchor.constraint(equalToConstant: 48),
      avatar.heightAnchor.constraint(equalToConstant: 48),
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      title.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
      rows.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
      rows.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      rows.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      rows.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

extension ShelterUIKitTests {
  /// `layoutIfNeeded()` outside a window, as snapshot tests call it on a view they built.
  @Suite struct SnapshotLayoutTests {
    /// Given a frame, the card lays out inside it: the avatar at (16, 16, 48, 48); the title at
    /// x 16 + 48 + 12 = 76, width 320 − 76 − 16 = 228, centred on the avatar's 40: y 40 − 10 = 30;
    /// the stack at y 16 + 48 + 16 = 80, x 16, width 320 − 32 = 288, height 164 − 80 − 16 = 68,
    /// which its rows fill exactly (30 + 8 + 30).
    @Test func aCardBuiltWithAFrameLaysOutWhenAsked() {
      let card = ProfileCard()
      card.frame = CGRect(x: 0, y: 0, width: 320, height: 164)
      card.layoutIfNeeded()
      #expect(card.avatar.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
      #expect(card.title.frame == CGRect(x: 76, y: 30, width: 228, height: 20))
      #expect(card.rows.frame == CGRect(x: 16, y: 80, width: 288, height: 68))
      #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 164))
    }

    /// The way a snapshot library sizes a view to its content: the card's width fixed at 320, the
    /// card pinned to the four edges of a parent that does not translate its mask, and the parent
    /// laid out. The card's height is what its content needs: 16 + 48 + 16 + (30 + 8 + 30) + 16
    /// = 164; the rows sit at y 80 and 80 + 30 + 8 = 118 in the stack's space, 0 and 38.
    @Test func aCardSizedToItsContentInAParentTakesItsHeightFromItsConstraints() {
      let card = ProfileCard()
      card.translatesAutoresizingMaskIntoConstraints = false
      card.widthAnchor.constraint(equalToConstant: 320).isActive = true
      let parent = UIView()
      parent.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(card)
      NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: parent.topAnchor),
        card.leftAnchor.constraint(equalTo: parent.leftAnchor),
        card.rightAnchor.constraint(equalTo: parent.rightAnchor),
        card.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      ])
      parent.setNeedsLayout()
      parent.layoutIfNeeded()
      #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 164))
      #expect(parent.frame.size == CGSize(width: 320, height: 164))
      #expect(card.rows.arrangedSubviews.map(\.frame.minY) == [0, 38])
      #expect(card.superview === parent)
      #expect(card.window == nil)
    }
  }
}
