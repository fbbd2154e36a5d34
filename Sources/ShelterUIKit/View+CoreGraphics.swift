public import Foundation
public import ShelterGeometry
public import ShelterViews

// UIKit's `CGRect`/`CGPoint`/`CGSize` spellings of the views' geometry, reading and writing the one
// stored geometry. A property declared here shadows Shelter's property of the same name wherever
// ShelterUIKit is imported (a module's declaration hides the same-named one of a module it
// imports), so app code sees `frame: CGRect` as on iOS; `ShelterViews::frame` names Shelter's.
// `convert` is an overload instead, chosen by its argument's type. The members apps override
// (`init(frame:)`, `intrinsicContentSize`, `sizeThatFits(_:)`, `draw(_:)`, the text field's rects)
// are declared in the views' classes in UIKit's types, since an override must name the class's own.

extension View {
  /// ``frame`` as a `CGRect`.
  public var frame: CGRect {
    get { CGRect(self.ShelterViews::frame) }
    set { self.ShelterViews::frame = Rect(newValue) }
  }

  /// ``bounds`` as a `CGRect`.
  public var bounds: CGRect {
    get { CGRect(self.ShelterViews::bounds) }
    set { self.ShelterViews::bounds = Rect(newValue) }
  }

  /// ``center`` as a `CGPoint`.
  public var center: CGPoint {
    get { CGPoint(self.ShelterViews::center) }
    set { self.ShelterViews::center = Point(newValue) }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's origin, as
  /// UIKit's `sizeToFit()`; a subclass changes the size it takes by overriding `sizeThatFits(_:)`.
  public func sizeToFit() {
    let origin = frame.origin
    frame = CGRect(origin: origin, size: sizeThatFits(bounds.size))
  }

  /// Converts a rect from this view's space to another view's (`nil`: window space), as UIKit's
  /// `convert(_:to:)`; a pair of views that share no space is recorded (``UIKitIssues``) and the
  /// rect comes back unchanged.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    UIKitIssues.attempt("convert(_:to:)", else: rect) {
      CGRect(try self.ShelterViews::convert(Rect(rect), to: view))
    }
  }

  /// Converts a rect from another view's space (`nil`: window space) to this view's, as UIKit's
  /// `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    UIKitIssues.attempt("convert(_:from:)", else: rect) {
      CGRect(try self.ShelterViews::convert(Rect(rect), from: view))
    }
  }

  /// Converts a point from this view's space to another view's (`nil`: window space).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    UIKitIssues.attempt("convert(_:to:)", else: point) {
      CGPoint(try self.ShelterViews::convert(Point(point), to: view))
    }
  }

  /// Converts a point from another view's space (`nil`: window space) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    UIKitIssues.attempt("convert(_:from:)", else: point) {
      CGPoint(try self.ShelterViews::convert(Point(point), from: view))
    }
  }
}

extension LayoutGuide {
  /// ``layoutFrame`` as a `CGRect`.
  public var layoutFrame: CGRect { CGRect(self.ShelterViews::layoutFrame) }
}

extension KeyboardLayoutGuide {
  /// ``layoutFrame`` as a `CGRect`.
  public var layoutFrame: CGRect { CGRect(self.ShelterViews::layoutFrame) }
}

extension ScrollView {
  /// ``contentOffset`` as a `CGPoint`.
  public var contentOffset: CGPoint {
    get { CGPoint(self.ShelterViews::contentOffset) }
    set { self.ShelterViews::contentOffset = Point(newValue) }
  }

  /// ``contentSize`` as a `CGSize`.
  public var contentSize: CGSize {
    get { CGSize(self.ShelterViews::contentSize) }
    set { self.ShelterViews::contentSize = Size(newValue) }
  }

  /// UIKit's `scrollIndicatorInsets`: Shelter models the vertical indicator, which this reads and
  /// writes (``verticalScrollIndicatorInsets``).
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set { verticalScrollIndicatorInsets = newValue }
  }

  /// Sets the content offset, as UIKit's `setContentOffset(_:animated:)`; the model takes the end
  /// value at once.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    self.ShelterViews::contentOffset = Point(offset)
  }

  /// Scrolls the least distance that shows `rect` (this view's space), as UIKit's
  /// `scrollRectToVisible(_:animated:)`; the model takes the end value at once.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    self.ShelterViews::scrollRectToVisible(Rect(rect))
  }
}
