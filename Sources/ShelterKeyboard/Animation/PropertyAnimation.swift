public import ShelterGeometry
public import ShelterViews

/// The value of one animated property.
public enum AnimatedValue: Hashable, Sendable {
  /// A center, in the superview's bounds space.
  case center(Point)
  /// Bounds, in the view's own space.
  case bounds(Rect)
  /// A transform.
  case transform(Transform)

  /// Which property this is a value of.
  public var property: AnimatedProperty {
    switch self {
    case .center: return .center
    case .bounds: return .bounds
    case .transform: return .transform
    }
  }

  /// The numbers that interpolate: x, y; origin x, y, width, height; a, b, c, d, tx, ty.
  var components: SIMD8<Double> {
    switch self {
    case .center(let p): return SIMD8(p.x, p.y, 0, 0, 0, 0, 0, 0)
    case .bounds(let r): return SIMD8(r.origin.x, r.origin.y, r.size.width, r.size.height, 0, 0, 0, 0)
    case .transform(let t): return SIMD8(t.a, t.b, t.c, t.d, t.tx, t.ty, 0, 0)
    }
  }

  /// A value of `property` from its components.
  init(_ property: AnimatedProperty, _ c: SIMD8<Double>) {
    switch property {
    case .center: self = .center(Point(x: c[0], y: c[1]))
    case .bounds: self = .bounds(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: self = .transform(Transform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
    }
  }
}

/// The animated geometry of one view: what its presentation differs from its model in.
public struct AnimatedGeometry: Hashable, Sendable {
  /// The center, in the superview's bounds space.
  public var center: Point
  /// The bounds, in the view's own space.
  public var bounds: Rect
  /// The transform.
  public var transform: Transform

  /// Reads a view's model geometry.
  public init(of view: View) {
    center = view.center
    bounds = view.bounds
    transform = view.transform
  }

  /// The value of one property.
  public subscript(property: AnimatedProperty) -> AnimatedValue {
    get {
      switch property {
      case .center: return .center(center)
      case .bounds: return .bounds(bounds)
      case .transform: return .transform(transform)
      }
    }
    set {
      switch newValue {
      case .center(let p): center = p
      case .bounds(let r): bounds = r
      case .transform(let t): transform = t
      }
    }
  }

  /// Writes this geometry to a view.
  package func apply(to view: View) {
    view.center = center
    view.bounds = bounds
    view.transform = transform
  }

  /// Shows this geometry on a view for a moment, without resizing its subviews by their masks.
  func show(on view: View) {
    view.setGeometryWithoutLayout(center: center, bounds: bounds, transform: transform)
  }
}

/// One property animation a ``TimedAnimator`` recorded: where the property went from and to, when,
/// for how long and on which curve.
///
/// Values interpolate component by component (x and y; origin and size; the six numbers of a
/// transform), which is Core Animation's rule for points and rects and exact for transforms that
/// differ only in translation, as every avoidance policy's do.
public struct PropertyAnimation: Hashable, Sendable {
  /// The value the property left: the model value before the change, or, for an absolute
  /// animation begun from the current state, the presentation value then.
  public var from: AnimatedValue
  /// The model value the property goes to.
  public var to: AnimatedValue
  /// When it starts, on the animator's clock, in seconds.
  public var start: Double
  /// Its duration and curve, after inheritance from an in-flight animation.
  public var timing: AnimationTiming
  /// The options it was asked for with.
  public var options: AnimationOptions

  /// Creates a record.
  public init(
    from: AnimatedValue, to: AnimatedValue, start: Double, timing: AnimationTiming, options: AnimationOptions
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.timing = timing
    self.options = options
  }

  /// The property animated.
  public var property: AnimatedProperty { to.property }

  /// When it ends: the start plus the curve's length (a spring's own duration).
  public var end: Double { start + timing.length }

  /// Its progress at `time`: 0 until it starts, 1 from its end on.
  public func progress(at time: Double) -> Double {
    timing.progress(atElapsed: time - start)
  }

  /// from − to: an additive animation adds this times (1 − progress) to the model value.
  var offset: SIMD8<Double> {
    from.components - to.components
  }
}

/// One recorded animation together with the view it moved.
public struct ViewPropertyAnimation {
  /// The view animated, held weakly so that the history keeps no view alive.
  public weak var view: View?
  /// What was animated.
  public var animation: PropertyAnimation
}
