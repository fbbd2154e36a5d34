/// A view or guide the engine keeps between passes (in a row it keeps, or with its variables).
///
/// The engine keeps its rows and variables for the next pass, and the window keeps the engine, so
/// what names the window must not hold it: the window is only `unowned`, which it cannot outlive,
/// since the engine goes with it. Any other item is held, so that its identity, the key its rows
/// and variables are kept under, is not reused by a new object while they are kept.
struct KeptItem<Item: AnyObject> {
  /// The item.
  unowned let value: Item
  /// The item, held unless it is a window.
  private let held: Item?

  init(_ item: Item) {
    value = item
    held = item is Window ? nil : item
  }
}
