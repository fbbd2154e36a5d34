/// One view of a parsed `recursiveDescription` dump, as UIKit printed it.
///
/// Geometry is copied verbatim: `frame` is UIKit's frame, the bounding box in the superview's
/// coordinate space of the view's transformed bounds, not the untransformed layout rect a fixture
/// stores. Fields the dump leaves out keep UIKit's defaults (visible, opaque alpha 1, interactive,
/// not clipping, tag 0), because `recursiveDescription` prints only values that differ from them.
public struct DumpNode: Sendable {
  /// The runtime class name as printed: `UILabel`, `MyApp.LoginView`, `_TtC5MyApp9LoginView`,
  /// `SwiftUI._UIHostingView<…>`.
  public var className: String
  /// The UIKit class a custom class descends from, when the dump says so (`baseClass = UIButton`).
  public var baseClass: String?
  /// The object address as printed (`0x7fb8c0e1a800`); `nil` when the dump has none.
  public var address: String?
  /// UIKit's frame: the bounding box of the transformed bounds, in the superview's space.
  public var frame: Dump.Rect
  /// `bounds = (x y; w h)` when printed: the view's own coordinate space.
  public var bounds: Dump.Rect?
  /// `center = (x y)` when printed: the anchor point's position in the superview's space.
  public var center: Dump.Point?
  /// `transform = [a, b, c, d, tx, ty]` when printed, applied about the anchor point.
  public var transform: Dump.Transform?
  /// `anchorPoint = {x, y}` when printed, in unit coordinates of the bounds; UIKit's default
  /// `(0.5, 0.5)` when not. Shelter's dumps print it when it differs from the default.
  public var anchorPoint: Dump.Point?
  /// `hidden = YES`.
  public var hidden: Bool
  /// `alpha = …`, 1 when not printed.
  public var alpha: Double
  /// `userInteractionEnabled = NO` makes this false; UIKit prints it only when disabled.
  public var userInteractionEnabled: Bool
  /// `clipsToBounds = YES`.
  public var clipsToBounds: Bool
  /// `tag = …`, 0 when not printed.
  public var tag: Int
  /// The text of a label, field or button label, with `''` read as one quote.
  public var text: String?
  /// `identifier = '…'` when printed: Shelter's dumps name each view by its fixture id, so an
  /// imported fixture keeps the ids of the one that was printed.
  public var identifier: String?
  /// A scroll view's `contentOffset: {x, y}`, which is its bounds origin.
  public var contentOffset: Dump.Point?
  /// A scroll view's `contentSize: {w, h}`.
  public var contentSize: Dump.Size?
  /// A scroll view's `adjustedContentInset: {top, left, bottom, right}`.
  public var adjustedContentInset: Dump.Insets?
  /// The 1-based line the entry starts on in the parsed text.
  public var line: Int
  /// The index in `Dump.nodes` of the superview, `nil` for a top-level view.
  public var parent: Int?
  /// The nesting level: 0 for top-level views, one more than the superview otherwise.
  public var depth: Int

  /// Creates a node with UIKit's defaults for everything but the class, frame and line.
  init(className: String, frame: Dump.Rect, line: Int) {
    self.className = className
    self.frame = frame
    self.line = line
    self.baseClass = nil
    self.address = nil
    self.bounds = nil
    self.center = nil
    self.transform = nil
    self.anchorPoint = nil
    self.hidden = false
    self.alpha = 1
    self.userInteractionEnabled = true
    self.clipsToBounds = false
    self.tag = 0
    self.text = nil
    self.identifier = nil
    self.contentOffset = nil
    self.contentSize = nil
    self.adjustedContentInset = nil
    self.parent = nil
    self.depth = 0
  }

  /// `<Class: address>`, the way error messages name the entry.
  var entryName: String {
    address.map { "<\(className): \($0)>" } ?? "<\(className)>"
  }
}
