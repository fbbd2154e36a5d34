import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterSupport

extension Report {
  /// The members `safeArea`, `contentOffset`, `contentInset`, `adjustedContentInset` (insets as
  /// `[top, left, bottom, right]`) and `keyboardLayoutGuide` (`[x, y, w, h]`, window space).
  static func write(_ insets: SceneInsets, to writer: inout JSONWriter) {
    /// One member: an object of `rows`, each value written by `value`.
    func object<Row>(
      _ key: String, _ rows: [(id: String, row: Row)], _ value: (inout JSONWriter, Row) -> Void
    ) {
      writer.key(key)
      writer.beginObject()
      for (id, row) in rows {
        writer.key(id)
        value(&writer, row)
      }
      writer.endObject()
    }
    let scrolls = insets.scrollViews.map { (id: $0.id, row: $0.state) }
    object("safeArea", insets.safeAreas.map { (id: $0.id, row: $0.insets) }) { $0.insets($1) }
    object("contentOffset", scrolls) { $0.point($1.contentOffset) }
    object("contentInset", scrolls) { $0.insets($1.contentInset) }
    object("adjustedContentInset", scrolls) { $0.insets($1.adjustedContentInset) }
    object("keyboardLayoutGuide", insets.keyboardLayoutGuides.map { (id: $0.id, row: $0.frame) }) {
      $0.rect($1)
    }
  }
}
