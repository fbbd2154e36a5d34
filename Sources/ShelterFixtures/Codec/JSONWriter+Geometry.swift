package import ShelterGeometry
package import ShelterJSON
import ShelterSupport
package import ShelterValues

extension JSONWriter {
  /// Writes a rect as `[x, y, width, height]`, snapping values within 1e-9 of a whole number.
  ///
  /// A coordinate that is not finite (geometry that overflowed a `Double`) is written as `null`,
  /// since JSON has no infinity, so a report never traps.
  package mutating func rect(_ r: Rect) {
    beginArray()
    for value in [r.origin.x, r.origin.y, r.size.width, r.size.height] { coordinate(value) }
    endArray()
  }

  /// A member whose value is a rect written as ``rect(_:)`` writes it, for reports.
  package mutating func snappedMember(_ key: String, _ r: Rect) {
    self.key(key)
    rect(r)
  }

  /// Writes a point as `[x, y]`; a coordinate that is not finite is written as `null`.
  package mutating func point(_ p: Point) {
    beginArray()
    coordinate(p.x)
    coordinate(p.y)
    endArray()
  }

  /// Writes insets as `[top, left, bottom, right]`; a value that is not finite is written as `null`.
  package mutating func insets(_ e: EdgeInsets) {
    beginArray()
    for value in [e.top, e.left, e.bottom, e.right] { coordinate(value) }
    endArray()
  }

  private mutating func coordinate(_ value: Double) {
    if value.isFinite { number(NumberText.cleaned(value)) } else { null() }
  }
}

extension JSONWriter {
  /// A member whose value is an array of objects, one per item, each filled by `body`.
  package mutating func objects<Items: Sequence>(
    _ key: String, _ items: Items, _ body: (inout JSONWriter, Items.Element) -> Void
  ) {
    self.key(key)
    beginArray()
    for item in items {
      beginObject()
      body(&self, item)
      endObject()
    }
    endArray()
  }

  /// A member whose value is a string; nothing for `nil`.
  package mutating func member(_ key: String, _ value: String?) {
    guard let value else { return }
    self.key(key)
    string(value)
  }

  /// A member whose value is a Boolean.
  package mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// A member whose value is a number, exactly as it is.
  package mutating func member(_ key: String, _ value: Double) {
    self.key(key)
    exact(value)
  }

  /// A member whose value is a rect, a point, a size, insets or a transform as an array of
  /// numbers, each exactly as it is.
  package mutating func member(_ key: String, _ rect: Rect) {
    numbers(key, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
  }

  package mutating func member(_ key: String, _ point: Point) { numbers(key, [point.x, point.y]) }

  package mutating func member(_ key: String, _ size: Size) { numbers(key, [size.width, size.height]) }

  package mutating func member(_ key: String, _ insets: EdgeInsets) {
    numbers(key, [insets.top, insets.left, insets.bottom, insets.right])
  }

  package mutating func member(_ key: String, _ t: Transform) {
    numbers(key, [t.a, t.b, t.c, t.d, t.tx, t.ty])
  }

  /// A member for a field's or controller's avoidance settings, defaults left out.
  package mutating func member(_ key: String, _ avoidance: FieldAvoidance) {
    self.key(key)
    beginObject()
    member("enabled", avoidance.isEnabled)
    if let distance = avoidance.distance { member("distance", distance) }
    endObject()
  }

  package mutating func member(_ key: String, _ settings: AvoidanceSettings) {
    self.key(key)
    beginObject()
    member("strategy", settings.strategy.rawValue)
    member("distance", settings.distance)
    member("dismissOnTap", settings.dismissOnTap)
    if !settings.isEnabled { member("enabled", false) }
    if settings.animation != .animated { member("animation", settings.animation.rawValue) }
    if let id = settings.keyboardConstraint { member("keyboardConstraint", id) }
    endObject()
  }

  /// `x-` members for what a source said beyond the format, sorted by key.
  package mutating func annotations(_ annotations: [String: String]) {
    for key in annotations.keys.sorted() { member("x-" + key, annotations[key]) }
  }

  private mutating func numbers(_ key: String, _ values: [Double]) {
    self.key(key)
    beginArray()
    for value in values { exact(value) }
    endArray()
  }

  /// A number as it is; one that is not finite (which validation refuses) as `null`, so writing
  /// never traps.
  private mutating func exact(_ value: Double) {
    if value.isFinite { number(value) } else { null() }
  }
}
