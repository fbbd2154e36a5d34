import ShelterFixtures
import ShelterGeometry
import ShelterValues
import ShelterViews

extension Scene {
  /// A new view of the class that models a fixture kind (a ``TextField`` for `textField`, …): the
  /// one place a kind becomes a class. A kind Shelter does not know becomes a plain view that keeps
  /// its name.
  static func makeView(kind: ViewKind) -> View {
    switch kind {
    case .textField: return TextField()
    case .textView: return TextView()
    case .scrollView: return ScrollView()
    case .tableView: return TableView()
    case .button: return Button()
    case .label: return Label()
    case .imageView: return ImageView()
    case .tableCell: return TableViewCell()
    case .stackView: return StackView()
    default: return View(kind: kind, frame: .zero)
    }
  }
}
