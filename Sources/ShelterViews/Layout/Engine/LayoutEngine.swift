import ShelterGeometry
import ShelterLayoutSolver
import ShelterSupport
import ShelterValues

/// One window's Auto Layout engine, as UIKit keeps one `NSISEngine` per window: it turns the
/// active constraints of the window's views into a solver's rows, keeps them across passes so a
/// changed constant or keyboard is an edit rather than a new solve, and writes solved frames back.
///
/// Every view a constraint names, and every view between it and the constraint's holder, has four
/// variables: its untransformed layout rect in its superview (x, y, width, height). A view that
/// translates its autoresizing mask is held at its current rect by four required autoresizing
/// constraints; any other gets `width, height >= 0`, its intrinsic-size inequalities and a stay at
/// its current rect, below every priority, so an ambiguous layout keeps where it is.
package final class LayoutEngine {
  /// The solver; its rows persist between passes. A first pass that meets a conflict starts
  /// again on a new one (``reconcile(_:window:)``).
  var solver = LayoutSolver()
  /// Each item's variables, by identity; the item is held so its identity stays unique.
  var variables: [ObjectIdentifier: ItemVariables] = [:]
  /// The constraints in the solver (or broken out of it), by key.
  var entries: [EntryKey: Entry] = [:]
  /// A counter that orders additions, so the newest constraint of a conflict is the one broken.
  var additions = 0
  /// The breaks since they were last taken, in the order they happened.
  package var breaks: [ConstraintBreak] = []
  /// The frames solved past ±``frameLimit`` since they were last taken, each left unwritten.
  package var unboundedFrames: [UnboundedFrame] = []
  /// Every constraint the last pass laid out, generated ones included, by key order of addition.
  var lastDesired: [EntryKey] = []
  /// Made-up addresses for UIKit-style descriptions, made once per pass at the first conflict.
  var passAddresses: DebugAddresses?
  /// The key of each constraint in the solver, to name a conflict's members.
  var keysByID: [LayoutConstraintID: EntryKey] = [:]
  /// The stays the pass collected, given to the solver after its constraints.
  var pendingStays: [(LayoutVariable, Double)] = []
  /// When each user constraint was first seen, so the newest of a conflict is the one broken.
  var firstSeen: [ObjectIdentifier: Int] = [:]
  /// The scroll views whose content guide the last full pass laid out, in the order met.
  var contentScrollViews: [ScrollView] = []
  /// Their identities.
  var contentScrollViewIDs: Set<ObjectIdentifier> = []
  /// The views whose frames still moved when the last full pass stopped on its round limit
  /// (``roundLimit``): reported as not fixed by their constraints, never silently kept.
  package var unsettledViews: [View] = []
  /// The most rounds a full pass runs while safe areas and margins move frames that move them.
  static let roundLimit = 8

  /// Whether the next pass must collect every constraint again (anything but a constant changed).
  package var needsFullPass = true
  /// Constraints whose constant changed since the last pass.
  package var constantEdits: [LayoutConstraint] = []
  /// The views laid out by constraints, by the solver's group of their variables, as of the last
  /// full pass: an edit writes back only its group's views.
  var viewsByComponent: [LayoutComponentID: [View]] = [:]
  /// How many rounds have collected every constraint (the rest were edits): what tells a keyboard
  /// move laid out as an edit from one laid out in full.
  package internal(set) var fullRounds = 0
  /// The last full pass's picture of the tree, kept for the edits that follow it while the tree
  /// stays the same (``refresh(_:)``).
  var lastTree: PassTree?
  /// The layout direction the last full pass measured leading and trailing in.
  var lastRightToLeft = false
  /// The views that joined the last full pass, and for each the rect its generated rows hold
  /// (autoresizing rows and stays) or the engine last wrote: a rect that differs at the next pass
  /// was set from outside, and only that view's rows are edited.
  var participants: [(view: View, rect: Rect)] = []
  /// Each participant's place in ``participants``, by identity.
  var participantPlaces: [ObjectIdentifier: Int] = [:]
  /// The user guides of the last full pass, whose solved frames every pass writes.
  var passGuides: [LayoutGuide] = []
  /// The constraints whose rows hold values read from frames (the keyboard layout guide, a safe
  /// area or margins, a baseline), with their holder's place in ``lastTree``: measured again at
  /// every edit, since a keyboard move or a new safe area changes only their constants.
  var frameDependent: [(constraint: LayoutConstraint, holder: Int)] = []

  package init() {}

  /// An item's four variables.
  struct ItemVariables {
    /// The item whose variables these are.
    var item: AnyObject { kept.value }
    private let kept: KeptItem<AnyObject>
    let x: LayoutVariable
    let y: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(item: AnyObject, x: LayoutVariable, y: LayoutVariable, width: LayoutVariable, height: LayoutVariable)
    {
      kept = KeptItem(item)
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
  }

  /// What identifies one row across passes: a user constraint by identity, a generated one by its
  /// view (or guide) and which of the item's generated rows it is.
  struct EntryKey: Hashable {
    let object: ObjectIdentifier
    /// `nil` for the constraint object itself.
    let generated: GeneratedRow?

    /// The key of a constraint object's row.
    init(_ constraint: LayoutConstraint) {
      object = ObjectIdentifier(constraint)
      generated = nil
    }

    /// The key of one of an item's generated rows.
    init(_ item: AnyObject, _ row: GeneratedRow) {
      object = ObjectIdentifier(item)
      generated = row
    }
  }

  /// One constraint as last given to the solver: the row as a pass wanted it, its id in the
  /// solver, and whether it was broken and left out (it stays out until its own constant changes).
  struct Entry {
    var row: Desired
    var id: LayoutConstraintID?
    var isBroken: Bool
  }
}
