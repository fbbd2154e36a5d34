import ShelterFixtures
package import ShelterGeometry
import ShelterJSON
import ShelterSimulation
import ShelterSupport
package import ShelterViews

/// The one-line JSON answers of `shelter hit`, `responder` and `convert`, written here so that every
/// JSON the tool prints comes from the fixture layer's writers.
package enum QueryReport {
  /// `{"hit":"email","kind":"textField"}`, or `{"hit":null}` when nothing was hit.
  package static func hit(_ view: View?) -> String {
    object { writer in
      writer.key("hit")
      if let id = view?.identifier { writer.string(id) } else { writer.null() }
      if let view {
        writer.key("kind")
        writer.string(view.kind.rawValue)
      }
    }
  }

  /// `{"firstResponder":"email","frame":[x,y,w,h]}`, or `{"firstResponder":null}`.
  package static func responder(_ view: View?, frame: Rect?) -> String {
    object { writer in
      writer.key("firstResponder")
      if let id = view?.identifier { writer.string(id) } else { writer.null() }
      if let frame {
        writer.snappedMember("frame", frame)
      }
    }
  }

  /// `{"point":[x,y]}`.
  package static func converted(_ point: Point) -> String {
    object { writer in
      writer.key("point")
      writer.point(point)
    }
  }

  /// `{"rect":[x,y,w,h]}`.
  package static func converted(_ rect: Rect) -> String {
    object { writer in
      writer.snappedMember("rect", rect)
    }
  }

  /// A point for people: `x, y` with tidy numbers.
  package static func text(_ point: Point) -> String {
    [point.x, point.y].map { NumberText.shortest(NumberText.cleaned($0)) }.joined(separator: ", ")
  }

  private static func object(_ members: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    writer.beginObject()
    members(&writer)
    writer.endObject()
    return writer.output + "\n"
  }
}
