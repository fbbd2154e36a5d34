import ShelterValues
import ShelterViews

/// How one kind of view is drawn: fill and outline colours and the legend's name for it.
struct KindStyle {
  /// The legend's name.
  let name: String
  /// The fill colour.
  let fill: String
  /// The outline colour; captions use it too.
  let stroke: String
  /// The CSS class of the drawn shape.
  let cssClass: String
}

/// The colours of a drawing: soft fills with stronger outlines of the same hue, one hue per kind,
/// picked to stay apart for the common forms of colour blindness.
enum Palette {
  static let background = "#F4F5F7"
  static let windowFill = "#FFFFFF"
  static let windowStroke = "#1F2933"
  static let ink = "#1F2933"
  static let mutedInk = "#5F6B7A"
  static let ghost = "#7B8794"
  static let firstResponder = "#1D4ED8"
  static let keyboardFill = "#2D3748"
  static let arrow = "#E8590C"
  /// A constraint's line and label (`render --constraints`), and one the last layout pass broke.
  static let constraint = "#1C7ED6"
  static let brokenConstraint = "#D92D20"

  static let textInput = KindStyle(
    name: "text input", fill: "#DBEAFE", stroke: "#2563EB", cssClass: "text-input")
  static let scroll = KindStyle(
    name: "scroll / table view", fill: "#DDF4EA", stroke: "#2F9E6E", cssClass: "scroll")
  static let button = KindStyle(name: "button", fill: "#FFE8CC", stroke: "#E8890C", cssClass: "button")
  static let label = KindStyle(name: "label", fill: "#EDE7FB", stroke: "#7C5CC4", cssClass: "label")
  static let image = KindStyle(name: "image view", fill: "#FFF4C2", stroke: "#B8860B", cssClass: "image")
  static let cell = KindStyle(name: "table cell", fill: "#FCE4EC", stroke: "#C2255C", cssClass: "cell")
  static let plain = KindStyle(name: "view", fill: "#EEF0F3", stroke: "#8A94A3", cssClass: "plain")

  /// Every kind style in legend order.
  static let kinds = [textInput, scroll, button, label, image, cell, plain]

  /// The style for a view kind; kinds without their own colour draw as plain views.
  static func style(for kind: ViewKind) -> KindStyle {
    switch kind {
    case .textField, .textView: return textInput
    case .scrollView, .tableView: return scroll
    case .button: return button
    case .label: return label
    case .imageView: return image
    case .tableCell: return cell
    default: return plain
    }
  }
}
