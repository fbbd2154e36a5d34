import ShelterNotifications

extension View {
  /// Posts a text-editing notification with this view as its object on the application's hub.
  func postEditingNotification(_ name: NotificationName) {
    window?.application.notificationHub.post(name: name, object: self)
  }
}
