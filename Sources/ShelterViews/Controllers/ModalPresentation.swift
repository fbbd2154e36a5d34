public import ShelterGeometry
public import ShelterValues

/// Where UIKit puts a presented controller's view, worked out from the container (the window),
/// its safe area and the size classes. The numbers and their sources are in `docs/layout.md`.
public enum ModalPresentationLayout {
  /// The default size of an iPad form sheet when the controller prefers none.
  public static let formSheetSize = Size(width: 540, height: 620)
  /// The width of an iPad page sheet: the readable width at the default text size.
  public static let pageSheetWidth: Double = 672
  /// The gap between the top safe-area inset and an iPhone card's top.
  public static let cardGap: Double = 10
  /// An iPhone card's top on a screen whose safe area starts at the 20-point status bar.
  public static let cardTopUnderStatusBar: Double = 40

  /// The presented view's frame in the container's space.
  ///
  /// - Compact height (an iPhone turned): every style covers the container.
  /// - Compact width (an iPhone upright), page and form sheets: a card from `top` to the bottom,
  ///   full width, where `top` is the safe-area top plus 10 under a sensor housing (safe top over
  ///   20) and 40 under a plain status bar: 47 + 10 = 57 on an iPhone 14, 40 on an iPhone SE.
  /// - Regular both ways (an iPad): a form sheet is `preferredContentSize` (540 × 620 where a
  ///   part is not positive), no larger than the container, centred; a page sheet is 672 wide
  ///   (the container's width if narrower) and as tall as the container, centred across.
  public static func frame(
    style: ModalPresentationStyle, preferredContentSize: Size = .zero, container: Size,
    safeArea: EdgeInsets, sizeClasses: PresentationSizeClasses
  ) -> Rect {
    let whole = Rect(origin: .zero, size: container)
    guard style != .fullScreen, sizeClasses.regularHeight else { return whole }
    guard sizeClasses.regularWidth else {
      let top = safeArea.top > 20 ? safeArea.top + cardGap : cardTopUnderStatusBar
      let y = min(top, container.height)
      return Rect(x: 0, y: y, width: container.width, height: container.height - y)
    }
    let size: Size
    switch style {
    case .formSheet:
      let preferred = preferredContentSize
      size = Size(
        width: min(preferred.width > 0 ? preferred.width : formSheetSize.width, container.width),
        height: min(preferred.height > 0 ? preferred.height : formSheetSize.height, container.height))
    default:
      size = Size(width: min(pageSheetWidth, container.width), height: container.height)
    }
    return Rect(
      x: (container.width - size.width) / 2, y: (container.height - size.height) / 2,
      width: size.width, height: size.height)
  }
}

extension ViewController {
  /// Places the root view where UIKit presents it in its window, when the controller has a
  /// ``modalPresentationStyle``; the view's subviews follow their masks. Does nothing for a
  /// controller without one or whose view is not in a window.
  public func layoutPresentation(sizeClasses: PresentationSizeClasses) {
    guard modalPresentationStyle != nil, let window = view.window else { return }
    let superview = view.superview
    layoutPresentation(
      sizeClasses: sizeClasses, in: window,
      superviewToWindow: superview.map { $0 === window ? .identity : $0.transform(upTo: window) } ?? .identity
    )
  }

  /// ``layoutPresentation(sizeClasses:)`` for a root view in `window` whose superview's map to
  /// window space is already known, so nested presentations placed outer first pay no walk up to
  /// the window for each.
  package func layoutPresentation(
    sizeClasses: PresentationSizeClasses, in window: Window, superviewToWindow: Transform
  ) {
    guard let style = modalPresentationStyle else { return }
    let inWindow = ModalPresentationLayout.frame(
      style: style, preferredContentSize: preferredContentSize, container: window.bounds.size,
      safeArea: window.windowSafeAreaInsets, sizeClasses: sizeClasses)
    let target: Rect
    if let superview = view.superview, superview !== window {
      // Window space into the superview's, as `convert(_:from: window)` composes it.
      guard let down = superviewToWindow.inverted() else { return }
      target = Transform.identity.concatenating(down).apply(to: inWindow)
    } else {
      target = inWindow
    }
    if view.frame != target { view.frame = target }
  }
}
