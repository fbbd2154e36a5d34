extension View {
  func postEditingNotification(_ name: EditingNotification) {
    // Wired to the application's notification hub.
  }
}

enum EditingNotification {
  case textFieldTextDidBeginEditing, textFieldTextDidEndEditing
  case textViewTextDidBeginEditing, textViewTextDidEndEditing
}
