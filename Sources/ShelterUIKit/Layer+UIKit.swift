public import Foundation
public import ShelterViews

#if canImport(CoreGraphics)
  public import CoreGraphics
#endif

/// Core Animation's `CALayer` as view code sets it: corner, border and shadow values are kept and
/// drawn nowhere; `masksToBounds`, `backgroundColor` and `opacity` are the view's own
/// `clipsToBounds`, `backgroundColor` and `alpha`, as a view's layer's are in UIKit.
open class CALayer {
  /// The view whose layer this is; `nil` for a layer made on its own.
  public private(set) weak var owner: View?
  private var ownMasksToBounds = false
  private var ownBackgroundColor: CGColor?
  private var ownOpacity: Float = 1

  /// A layer of no view.
  public init() {}

  init(owner: View) { self.owner = owner }

  /// The radius of the rounded corners (default 0).
  open var cornerRadius: CGFloat = 0
  /// The width of the border (default 0).
  open var borderWidth: CGFloat = 0
  /// The border's colour (default opaque black, as Core Animation's).
  open var borderColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  /// The shadow's colour (default opaque black).
  open var shadowColor: CGColor? = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  /// The shadow's opacity (default 0: no shadow).
  open var shadowOpacity: Float = 0
  /// The shadow's offset (default 0, -3, as Core Animation's).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (default 3).
  open var shadowRadius: CGFloat = 3
  /// The layer's position along the z axis (default 0).
  open var zPosition: CGFloat = 0

  /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
  open var masksToBounds: Bool {
    get { owner?.clipsToBounds ?? ownMasksToBounds }
    set {
      if let owner { owner.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }

  /// The background colour: the view's `backgroundColor`.
  open var backgroundColor: CGColor? {
    get {
      guard let owner else { return ownBackgroundColor }
      return owner.backgroundColor?.cgColor
    }
    set {
      if let owner {
        owner.backgroundColor = newValue.map(UIColor.init(cgColor:))
      } else {
        ownBackgroundColor = newValue
      }
    }
  }

  /// The opacity: the view's `alpha`.
  open var opacity: Float {
    get { owner.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let owner { owner.alpha = Double(newValue) } else { ownOpacity = newValue }
    }
  }
}

extension View {
  /// UIKit's `layer`: one per view, made on first use, whose values code sets for drawing are kept
  /// (``CALayer``).
  public var layer: CALayer {
    let attachment = uikit
    if let layer = attachment.layer { return layer }
    let created = CALayer(owner: self)
    attachment.layer = created
    return created
  }
}
