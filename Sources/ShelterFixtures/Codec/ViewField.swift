import ShelterGeometry
import ShelterJSON
import ShelterValues

/// The fields a view node may hold: the one table both the decoder and the encoder read, so a new
/// view field is one case here (its key, how it reads, how it writes) and one property of
/// ``FixtureNode``.
///
/// Cases are in the order the encoder writes them; the geometry fields (`frame`, `center`,
/// `bounds`, `anchorPoint`) read together, since each depends on the others.
enum ViewField: Int, CaseIterable {
  case id, kind, className, frame, center, bounds, anchorPoint, transform, hidden, alpha
  case userInteractionEnabled, clipsToBounds, backgroundColor, opaque, isFirstResponder, caret, contentSize,
    contentInset
  case contentInsetAdjustmentBehavior, alwaysBounceVertical, alwaysBounceHorizontal
  case avoidance, text, placeholder, navigationIndex, enabled, canBecomeFirstResponder, tag
  case keyboardType, secureTextEntry, predictive, inputAccessoryHeight, inputViewHeight
  case autoresize, autoresizesSubviews
  case translatesAutoresizingMaskIntoConstraints, intrinsicContentSize, contentHuggingPriority
  case contentCompressionResistancePriority, directionalLayoutMargins, insetsLayoutMarginsFromSafeArea
  case preservesSuperviewLayoutMargins, firstBaseline, lastBaseline
  case axis, distribution, alignment, spacing, customSpacing, layoutMarginsRelativeArrangement
  case baselineRelativeArrangement, arrangedSubviews, constraints
  case subviews, controller

  /// The field's key in the fixture format.
  var key: String {
    switch self {
    case .id: return "id"
    case .kind: return "kind"
    case .className: return "class"
    case .frame: return "frame"
    case .center: return "center"
    case .bounds: return "bounds"
    case .anchorPoint: return "anchorPoint"
    case .transform: return "transform"
    case .hidden: return "hidden"
    case .alpha: return "alpha"
    case .userInteractionEnabled: return "userInteractionEnabled"
    case .clipsToBounds: return "clipsToBounds"
    case .backgroundColor: return "backgroundColor"
    case .opaque: return "opaque"
    case .isFirstResponder: return "isFirstResponder"
    case .caret: return "caret"
    case .contentSize: return "contentSize"
    case .contentInset: return "contentInset"
    case .contentInsetAdjustmentBehavior: return "contentInsetAdjustmentBehavior"
    case .alwaysBounceVertical: return "alwaysBounceVertical"
    case .alwaysBounceHorizontal: return "alwaysBounceHorizontal"
    case .avoidance: return "avoidance"
    case .text: return "text"
    case .placeholder: return "placeholder"
    case .navigationIndex: return "navigationIndex"
    case .enabled: return "enabled"
    case .canBecomeFirstResponder: return "canBecomeFirstResponder"
    case .tag: return "tag"
    case .keyboardType: return "keyboardType"
    case .secureTextEntry: return "secureTextEntry"
    case .predictive: return "predictive"
    case .inputAccessoryHeight: return "inputAccessoryHeight"
    case .inputViewHeight: return "inputViewHeight"
    case .autoresize: return "autoresize"
    case .autoresizesSubviews: return "autoresizesSubviews"
    case .translatesAutoresizingMaskIntoConstraints: return "translatesAutoresizingMaskIntoConstraints"
    case .intrinsicContentSize: return "intrinsicContentSize"
    case .contentHuggingPriority: return "contentHuggingPriority"
    case .contentCompressionResistancePriority: return "contentCompressionResistancePriority"
    case .directionalLayoutMargins: return "directionalLayoutMargins"
    case .insetsLayoutMarginsFromSafeArea: return "insetsLayoutMarginsFromSafeArea"
    case .preservesSuperviewLayoutMargins: return "preservesSuperviewLayoutMargins"
    case .firstBaseline: return "firstBaseline"
    case .lastBaseline: return "lastBaseline"
    case .axis: return "axis"
    case .distribution: return "distribution"
    case .alignment: return "alignment"
    case .spacing: return "spacing"
    case .customSpacing: return "customSpacing"
    case .layoutMarginsRelativeArrangement: return "layoutMarginsRelativeArrangement"
    case .baselineRelativeArrangement: return "baselineRelativeArrangement"
    case .arrangedSubviews: return "arrangedSubviews"
    case .constraints: return "constraints"
    case .subviews: return "subviews"
    case .controller: return "controller"
    }
  }

  /// The fields by key length, so a lookup compares a key with at most a few names.
  private static let byLength: [[ViewField]] = {
    var table: [[ViewField]] = Array(repeating: [], count: 64)
    for field in allCases { table[field.key.utf8.count].append(field) }
    return table
  }()

  /// The field a key names, or `nil`.
  init?(key: String) {
    let length = key.utf8.count
    guard length < Self.byLength.count,
      let field = Self.byLength[length].first(where: { $0.key == key })
    else { return nil }
    self = field
  }

  /// Reads the field's value into a node (the geometry fields, `id`, `kind`, `subviews` and
  /// `controller` are read by the decoder itself).
  func decode(_ value: JSONNode, of json: JSONNode, into node: inout FixtureNode, with d: FixtureDecoder)
    throws(FixtureError)
  {
    switch self {
    case .id, .kind, .frame, .center, .bounds, .anchorPoint, .subviews, .controller: return
    case .className: node.className = try d.string(value, of: json, key)
    case .transform: node.transform = try d.transform(value, of: json, key) ?? .identity
    case .hidden: node.isHidden = try d.bool(value, of: json, key) ?? false
    case .alpha: node.alpha = try d.number(value, of: json, key) ?? 1
    case .userInteractionEnabled: node.userInteractionEnabled = try d.bool(value, of: json, key)
    case .clipsToBounds: node.clipsToBounds = try d.bool(value, of: json, key) ?? false
    case .backgroundColor:
      guard let text = try d.string(value, of: json, key), text != "clear" else { return }
      guard let color = RGBAColor(hex: text) else {
        throw d.fail(
          json, "backgroundColor must be \"#RRGGBB\", \"#RRGGBBAA\" or \"clear\", found '\(text)'", key: key)
      }
      node.backgroundColor = color
    case .opaque: node.isOpaque = try d.bool(value, of: json, key) ?? true
    case .isFirstResponder: node.isFirstResponder = try d.bool(value, of: json, key) ?? false
    case .caret: node.caret = try d.rect(value, of: json, key)
    case .contentSize: node.contentSize = try d.size(value, of: json, key)
    case .contentInset: node.contentInset = try d.insets(value, of: json, key) ?? .zero
    case .contentInsetAdjustmentBehavior:
      guard let name = try d.string(value, of: json, key) else { return }
      guard let behavior = ContentInsetAdjustmentBehavior(rawValue: name) else {
        let names = ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)
        throw d.fail(
          json,
          "unknown content inset adjustment behavior '\(name)'"
            + FixtureDecoder.expected(names, near: name), key: key)
      }
      node.contentInsetAdjustmentBehavior = behavior
    case .alwaysBounceVertical: node.alwaysBounceVertical = try d.bool(value, of: json, key) ?? false
    case .alwaysBounceHorizontal: node.alwaysBounceHorizontal = try d.bool(value, of: json, key) ?? false
    case .avoidance: node.fieldAvoidance = try d.fieldAvoidance(value)
    case .text: node.text = try d.string(value, of: json, key)
    case .placeholder: node.placeholder = try d.string(value, of: json, key)
    case .navigationIndex: node.navigationIndex = try d.integer(value, of: json, key)
    case .enabled: node.isEnabled = try d.bool(value, of: json, key) ?? true
    case .canBecomeFirstResponder: node.canBecomeFirstResponder = try d.bool(value, of: json, key)
    case .tag: node.tag = try d.integer(value, of: json, key) ?? 0
    case .keyboardType:
      node.keyboardType = try d.string(value, of: json, key).map(KeyboardType.init(rawValue:))
    case .secureTextEntry: node.isSecureTextEntry = try d.bool(value, of: json, key) ?? false
    case .predictive: node.predictive = try d.bool(value, of: json, key)
    case .inputAccessoryHeight: node.inputAccessoryHeight = try d.number(value, of: json, key)
    case .inputViewHeight: node.inputViewHeight = try d.number(value, of: json, key)
    case .autoresize:
      guard let text = try d.string(value, of: json, key) else { return }
      do {
        node.autoresizingMask = try AutoresizingMask(parsing: text)
      } catch {
        throw d.fail(json, error.description, key: key)
      }
    case .autoresizesSubviews: node.autoresizesSubviews = try d.bool(value, of: json, key) ?? true
    case .translatesAutoresizingMaskIntoConstraints:
      node.translatesAutoresizingMaskIntoConstraints = try d.bool(value, of: json, key) ?? true
    case .intrinsicContentSize: node.intrinsicContentSize = try d.size(value, of: json, key)
    case .contentHuggingPriority:
      if let p = try d.size(value, of: json, key) {
        node.contentHuggingPriority = AxisPriorities(horizontal: p.width, vertical: p.height)
      }
    case .contentCompressionResistancePriority:
      if let p = try d.size(value, of: json, key) {
        node.contentCompressionResistancePriority = AxisPriorities(horizontal: p.width, vertical: p.height)
      }
    case .directionalLayoutMargins:
      if let m = try d.insets(value, of: json, key) {
        // The fixture's order is [top, leading, bottom, trailing].
        node.directionalLayoutMargins = DirectionalEdgeInsets(
          top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
      }
    case .insetsLayoutMarginsFromSafeArea:
      node.insetsLayoutMarginsFromSafeArea = try d.bool(value, of: json, key) ?? true
    case .preservesSuperviewLayoutMargins:
      node.preservesSuperviewLayoutMargins = try d.bool(value, of: json, key) ?? false
    case .firstBaseline: node.firstBaseline = try d.number(value, of: json, key)
    case .lastBaseline: node.lastBaseline = try d.number(value, of: json, key)
    case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement,
      .baselineRelativeArrangement, .arrangedSubviews:
      var stack = node.stack ?? StackSettings()
      try decodeStack(value, of: json, into: &stack, with: d)
      node.stack = stack
    case .constraints: node.constraints = try d.constraints(value)
    }
  }

  /// Writes the field's member when the node's value is not the default (`subviews` and
  /// `controller` are written by the encoder's walk).
  func encode(_ node: FixtureNode, into w: inout JSONWriter) {
    switch self {
    case .id: w.member(key, node.id)
    case .kind: w.member(key, node.kind?.rawValue)
    case .className: w.member(key, node.className)
    case .frame: if node.writesFrame { w.member(key, node.frame) }
    case .center: if !node.writesFrame { w.member(key, node.center) }
    case .bounds: if node.statesBoundsOrigin { w.member(key, node.bounds) }
    case .anchorPoint: if node.anchorPoint != Point(x: 0.5, y: 0.5) { w.member(key, node.anchorPoint) }
    case .transform: if node.transform != .identity { w.member(key, node.transform) }
    case .hidden: if node.isHidden { w.member(key, true) }
    case .alpha: if node.alpha != 1 { w.member(key, node.alpha) }
    case .userInteractionEnabled: if let value = node.userInteractionEnabled { w.member(key, value) }
    case .clipsToBounds: if node.clipsToBounds { w.member(key, true) }
    case .backgroundColor: w.member(key, node.backgroundColor?.description)
    case .opaque: if !node.isOpaque { w.member(key, false) }
    case .isFirstResponder: if node.isFirstResponder { w.member(key, true) }
    case .caret: if let caret = node.caret { w.member(key, caret) }
    case .contentSize: if let size = node.contentSize { w.member(key, size) }
    case .contentInset: if node.contentInset != .zero { w.member(key, node.contentInset) }
    case .contentInsetAdjustmentBehavior:
      if node.contentInsetAdjustmentBehavior != .automatic {
        w.member(key, node.contentInsetAdjustmentBehavior.rawValue)
      }
    case .alwaysBounceVertical: if node.alwaysBounceVertical { w.member(key, true) }
    case .alwaysBounceHorizontal: if node.alwaysBounceHorizontal { w.member(key, true) }
    case .avoidance: if let avoidance = node.fieldAvoidance { w.member(key, avoidance) }
    case .text: w.member(key, node.text)
    case .placeholder: w.member(key, node.placeholder)
    case .navigationIndex: if let index = node.navigationIndex { w.member(key, Double(index)) }
    case .enabled: if !node.isEnabled { w.member(key, false) }
    case .canBecomeFirstResponder: if let value = node.canBecomeFirstResponder { w.member(key, value) }
    case .tag: if node.tag != 0 { w.member(key, Double(node.tag)) }
    case .keyboardType: w.member(key, node.keyboardType?.rawValue)
    case .secureTextEntry: if node.isSecureTextEntry { w.member(key, true) }
    case .predictive: if let value = node.predictive { w.member(key, value) }
    case .inputAccessoryHeight: if let height = node.inputAccessoryHeight { w.member(key, height) }
    case .inputViewHeight: if let height = node.inputViewHeight { w.member(key, height) }
    case .autoresize: if !node.autoresizingMask.isEmpty { w.member(key, node.autoresizingMask.description) }
    case .autoresizesSubviews: if !node.autoresizesSubviews { w.member(key, false) }
    case .translatesAutoresizingMaskIntoConstraints:
      if !node.translatesAutoresizingMaskIntoConstraints { w.member(key, false) }
    case .intrinsicContentSize: if let size = node.intrinsicContentSize { w.member(key, size) }
    case .contentHuggingPriority:
      let p = node.contentHuggingPriority
      if p != AxisPriorities(horizontal: 250, vertical: 250) {
        w.member(key, Size(width: p.horizontal, height: p.vertical))
      }
    case .contentCompressionResistancePriority:
      let p = node.contentCompressionResistancePriority
      if p != AxisPriorities(horizontal: 750, vertical: 750) {
        w.member(key, Size(width: p.horizontal, height: p.vertical))
      }
    case .directionalLayoutMargins:
      if let m = node.directionalLayoutMargins {
        w.member(key, EdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing))
      }
    case .insetsLayoutMarginsFromSafeArea: if !node.insetsLayoutMarginsFromSafeArea { w.member(key, false) }
    case .preservesSuperviewLayoutMargins: if node.preservesSuperviewLayoutMargins { w.member(key, true) }
    case .firstBaseline: if let value = node.firstBaseline { w.member(key, value) }
    case .lastBaseline: if let value = node.lastBaseline { w.member(key, value) }
    case .axis, .distribution, .alignment, .spacing, .customSpacing, .layoutMarginsRelativeArrangement,
      .baselineRelativeArrangement, .arrangedSubviews:
      if let stack = node.stack { encodeStack(stack, into: &w) }
    case .constraints:
      guard !node.constraints.isEmpty else { return }
      w.key(key)
      w.beginArray()
      for constraint in node.constraints {
        if constraint.id == nil && constraint.isActive {
          w.string(constraint.expression.description)
          continue
        }
        w.beginObject()
        w.member("id", constraint.id)
        w.member("constraint", constraint.expression.description)
        if !constraint.isActive { w.member("active", false) }
        w.endObject()
      }
      w.endArray()
    case .subviews, .controller: return
    }
  }
}

extension ViewField {
  /// Reads one of a stack view's fields.
  private func decodeStack(
    _ value: JSONNode, of json: JSONNode, into stack: inout StackSettings, with d: FixtureDecoder
  ) throws(FixtureError) {
    /// A name from a list, or an error naming the list and the nearest name.
    func named<Value>(_ names: [String], _ read: (String) -> Value?) throws(FixtureError) -> Value? {
      guard let name = try d.string(value, of: json, key) else { return nil }
      guard let result = read(name) else {
        throw d.fail(json, "unknown \(key) '\(name)'" + FixtureDecoder.expected(names, near: name), key: key)
      }
      return result
    }
    switch self {
    case .axis:
      let axis = try named(["horizontal", "vertical"]) { name -> LayoutAttribute.Axis? in
        name == "horizontal" ? .horizontal : name == "vertical" ? .vertical : nil
      }
      stack.axis = axis ?? .horizontal
    case .distribution:
      stack.distribution =
        try named(StackDistribution.allCases.map(\.rawValue), StackDistribution.init(rawValue:))
        ?? .fill
    case .alignment:
      stack.alignment = try named(StackSettings.alignmentNames, StackSettings.alignment(named:)) ?? .fill
    case .spacing: stack.spacing = try d.number(value, of: json, key) ?? 0
    case .layoutMarginsRelativeArrangement:
      stack.layoutMarginsRelativeArrangement = try d.bool(value, of: json, key) ?? false
    case .baselineRelativeArrangement:
      stack.baselineRelativeArrangement = try d.bool(value, of: json, key) ?? false
    case .customSpacing:
      guard value.kind == .object else {
        throw d.fail(json, "expected an object of spacings by id, found \(d.describe(value))", key: key)
      }
      stack.customSpacing = []
      for (id, _) in value.members {
        guard let spacing = try d.number(value, id) else { continue }
        stack.customSpacing.append(StackSettings.CustomSpacing(id: id, spacing: spacing))
      }
    case .arrangedSubviews:
      guard value.kind == .array else {
        throw d.fail(json, "expected an array of view ids, found \(d.describe(value))", key: key)
      }
      var ids: [String] = []
      for element in value.elements {
        guard let id = element.stringValue else {
          throw d.fail(element, "expected a view id (a string), found \(d.describe(element))")
        }
        ids.append(id)
      }
      stack.arrangedSubviews = ids
    default: return
    }
  }

  /// Writes one of a stack view's fields when it is not the default.
  private func encodeStack(_ stack: StackSettings, into w: inout JSONWriter) {
    switch self {
    case .axis: if stack.axis == .vertical { w.member(key, "vertical") }
    case .distribution: if stack.distribution != .fill { w.member(key, stack.distribution.rawValue) }
    case .alignment: if stack.alignment != .fill { w.member(key, stack.alignmentName) }
    case .spacing: if stack.spacing != 0 { w.member(key, stack.spacing) }
    case .customSpacing:
      guard !stack.customSpacing.isEmpty else { return }
      w.key(key)
      w.beginObject()
      for entry in stack.customSpacing { w.member(entry.id, entry.spacing) }
      w.endObject()
    case .layoutMarginsRelativeArrangement: if stack.layoutMarginsRelativeArrangement { w.member(key, true) }
    case .baselineRelativeArrangement: if stack.baselineRelativeArrangement { w.member(key, true) }
    case .arrangedSubviews:
      guard let ids = stack.arrangedSubviews else { return }
      w.key(key)
      w.beginArray()
      for id in ids { w.string(id) }
      w.endArray()
    default: return
    }
  }
}

extension FixtureNode {
  /// Whether the node's geometry is written as `frame` (plus a `bounds` origin): when it has no
  /// transform (UIKit's frame is then the layout rect a reader expects) and reading the frame back
  /// gives exactly this center. Otherwise `center` and `bounds` are written, which always
  /// round-trip.
  var writesFrame: Bool {
    guard self.transform == .identity else { return false }
    var copy = self
    copy.frame = frame
    return copy.center == center
  }
}
