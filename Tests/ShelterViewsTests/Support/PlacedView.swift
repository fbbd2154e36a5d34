import ShelterViews

/// A plain view named `id`, laid out by constraints only, added to `superview`: the view the
/// Auto Layout tests constrain.
func placed(_ id: String, in superview: View) -> View {
  let view = View()
  view.identifier = id
  view.translatesAutoresizingMaskIntoConstraints = false
  try? superview.addSubview(view)
  return view
}
