import ShelterFixtures
package import ShelterValues

/// One view of a parsed `recursiveDescription` dump, as UIKit printed it.
///
/// Geometry is copied verbatim: `frame` is UIKit's frame, the bounding box in the superview's
/// coordinate space of the view's transformed bounds, not the untransformed layout rect a fixture
/// stores. Fields the dump leaves out keep UIKit's defaults (visible, opaque alpha 1, interactive,
/// not clipping, tag 0), because `recursiveDescription` prints only values that differ from them.
@dynamicMemberLookup
package struct DumpNode: Sendable {
  /// The runtime class name as printed: `UILabel`, `MyApp.LoginView`, `_TtC5MyApp9LoginView`,
  /// `SwiftUI._UIHostingView<…>`.
  package var className: String
  /// The object address as printed (`0x7fb8c0e1a800`); `nil` when the dump has none.
  package var address: String?
  /// UIKit's frame: the bounding box of the transformed bounds, in the superview's space.
  package var frame: Dump.Rect
  /// `hidden = YES`.
  package var hidden: Bool
  /// `alpha = …`, 1 when not printed.
  package var alpha: Double
  /// `userInteractionEnabled = NO` makes this false; UIKit prints it only when disabled.
  package var userInteractionEnabled: Bool
  /// `clipsToBounds = YES`.
  package var clipsToBounds: Bool
  /// `tag = …`, 0 when not printed.
  package var tag: Int
  /// The text of a label, field or button label, with `''` read as one quote.
  package var text: String?
  /// `identifier = '…'` when printed: Shelter's dumps name each view by its fixture id, so an
  /// imported fixture keeps the ids of the one that was printed.
  package var identifier: String?
  /// `autoresize = W+H` as printed (`W`, `H`, `LM`, `RM`, `TM`, `BM` joined by `+`), kept for
  /// layout; `nil` when the dump prints none (UIKit prints none for an empty mask).
  package var autoresizingMask: String?
  /// The 1-based line the entry starts on in the parsed text.
  package var line: Int
  /// The index in `Dump.nodes` of the superview, `nil` for a top-level view.
  package var parent: Int?
  /// The nesting level: 0 for top-level views, one more than the superview otherwise.
  package var depth: Int

  /// Creates a node with UIKit's defaults for everything but the class, frame and line.
  init(className: String, frame: Dump.Rect, line: Int) {
    self.className = className
    self.frame = frame
    self.line = line
    self.address = nil
    self.hidden = false
    self.alpha = 1
    self.userInteractionEnabled = true
    self.clipsToBounds = false
    self.tag = 0
    self.text = nil
    self.identifier = nil
    self.autoresizingMask = nil
    self.parent = nil
    self.depth = 0
  }

  /// The fields most entries leave out, kept out of line so that a node stays small: a dump's
  /// nodes are moved as they are built, and most of them print only a frame and a few flags.
  /// `nil` until a field is written.
  private var storedDetails: DetailsBox?

  /// The fields most entries leave out, as one value.
  package var details: Details {
    get { storedDetails?.value ?? Details() }
    set { uniqueDetails().value = newValue }
  }

  /// Reads and writes a field of ``Details`` as if it were the node's own (`node.bounds`).
  package subscript<Value>(dynamicMember keyPath: WritableKeyPath<Details, Value>) -> Value {
    get {
      // Read in place: a node without details reads the shared defaults, and one with details
      // reads its box without copying the whole value out.
      guard let box = storedDetails else { return DumpNode.noDetails[keyPath: keyPath] }
      return box.value[keyPath: keyPath]
    }
    set { uniqueDetails().value[keyPath: keyPath] = newValue }
  }

  /// What every node without details reads.
  private static let noDetails = Details()

  /// The details box to write to: made if there is none, copied if another node shares it.
  private mutating func uniqueDetails() -> DetailsBox {
    if isKnownUniquelyReferenced(&storedDetails), let box = storedDetails { return box }
    let box = DetailsBox(storedDetails?.value ?? Details())
    storedDetails = box
    return box
  }

  /// `<Class: address>`, the way error messages name the entry.
  var entryName: String {
    address.map { "<\(className): \($0)>" } ?? "<\(className)>"
  }
}

/// A view controller named in a dump in front of its root view, as lldb printed them up to iOS 6
/// (`'MFMailComposeViewController:0x1e04f6d0' 1 child[MFMailComposeInternalViewController:0x1e02dfd0 ] <…>`)
/// and HOURecursiveDescription prints them (`'RootViewController:0xde189b0' <…>`).
package struct DumpController: Sendable, Equatable {
  /// The controller's class as printed.
  package var className: String
  /// The controller's address as printed, `nil` when none.
  package var address: String?
  /// The child controllers the `n child[…]` list names, as `Class:0xADDRESS`, in order.
  package var children: [String]

  /// Creates a controller annotation; the parser builds these, tests build them to compare.
  package init(className: String, address: String?, children: [String] = []) {
    self.className = className
    self.address = address
    self.children = children
  }
}

extension DumpNode {
  /// The fields of a node that most entries do not print, read through the node (`node.bounds`)
  /// and kept in one shared value until written.
  package struct Details: Sendable {
    /// The UIKit class a custom class descends from, when the dump says so (`baseClass = UIButton`).
    package var baseClass: String?
    /// `bounds = (x y; w h)` when printed: the view's own coordinate space.
    package var bounds: Dump.Rect?
    /// `center = (x y)` when printed: the anchor point's position in the superview's space.
    package var center: Dump.Point?
    /// `transform = [a, b, c, d, tx, ty]` when printed, applied about the anchor point.
    package var transform: Dump.Transform?
    /// `anchorPoint = {x, y}` when printed, in unit coordinates of the bounds; UIKit's default
    /// `(0.5, 0.5)` when not. Shelter's dumps print it when it differs from the default.
    package var anchorPoint: Dump.Point?
    /// A scroll view's `contentOffset: {x, y}`, which is its bounds origin.
    package var contentOffset: Dump.Point?
    /// A scroll view's `contentSize: {w, h}`.
    package var contentSize: Dump.Size?
    /// A scroll view's `contentInset: {top, left, bottom, right}` when printed: the inset the app
    /// set, before UIKit adds the safe area.
    package var contentInset: Dump.Insets?
    /// A scroll view's `adjustedContentInset: {top, left, bottom, right}`: the inset UIKit applies,
    /// safe area included, so it is kept apart from `contentInset`.
    package var adjustedContentInset: Dump.Insets?
    /// The view controller a dump names in front of the entry (`'LoginViewController:0x…' <UIView…>`):
    /// this view is that controller's root view.
    package var controller: DumpController?
    /// The property name printed in front of the entry (`_subview1 <UIView…>`), which tools such
    /// as HOURecursiveDescription print for views held by an ivar.
    package var propertyName: String?
    /// `backgroundColor = UIExtendedSRGBColorSpace r g b a` (or another spelling ``DumpColor``
    /// reads) when printed; `nil`, UIKit's no colour, when not.
    package var backgroundColor: RGBAColor?
    /// `opaque = NO` makes this false; UIKit prints it only then, `isOpaque` being true by default.
    package var isOpaque = true

    /// No field printed.
    package init() {}
  }
}

/// A node's ``DumpNode/Details``, shared between copies of the node until one of them writes.
///
/// Sendable because a node writes through it only while it holds the one reference (copy on
/// write), so no instance is changed once shared.
private final class DetailsBox: @unchecked Sendable {
  var value: DumpNode.Details

  init(_ value: DumpNode.Details) { self.value = value }
}
