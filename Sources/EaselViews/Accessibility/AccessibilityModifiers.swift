import EaselLayout
import Foundation

/// What one accessibility modifier says about the view it modifies. Each modifier sets one thing; a view with
/// several has one of these for each, applied innermost first (so the outermost label wins).
struct AccessibilityAttachment {
    var label: Text?
    var value: Text?
    var hint: Text?
    var isHidden: Bool?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var children: AccessibilityChildBehavior?
    var sortPriority: Double?
    var inputLabels: [Text]?
    var actionName: String?
    var headingLevel: AccessibilityHeadingLevel?

    /// What tree dumps show after the node's name.
    var summary: String {
        var parts: [String] = []
        if let label { parts.append("label: \"\(label.plainText)\"") }
        if let value { parts.append("value: \"\(value.plainText)\"") }
        if let hint { parts.append("hint: \"\(hint.plainText)\"") }
        if let isHidden { parts.append("hidden: \(isHidden)") }
        if !addedTraits.isEmpty { parts.append("add: \(addedTraits.names.joined(separator: " "))") }
        if !removedTraits.isEmpty { parts.append("remove: \(removedTraits.names.joined(separator: " "))") }
        if let children { parts.append("children: \(children.kind)") }
        if let sortPriority { parts.append("sortPriority: \(LayoutFormat.number(sortPriority))") }
        if let inputLabels { parts.append("inputLabels: \(inputLabels.count)") }
        if let actionName { parts.append("action: \(actionName)") }
        if let headingLevel { parts.append("heading: \(headingLevel)") }
        return parts.joined(separator: ", ")
    }
}

/// The node an accessibility modifier wraps each modified view's node in: layout sees the child exactly as it
/// is (size, guides, spacing, priority) and drawing draws it unchanged; `ViewHost.accessibilityTree` reads the
/// attachment.
struct AccessibilityLayout: PassThroughLayout {
    let attachment: AccessibilityAttachment

    var name: String { "accessibility" }

    var detail: String? { attachment.summary }
}

/// A view modifier that adds accessibility properties to the view. It changes neither layout nor drawing.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never

    /// What the modifier does: attach properties the accessibility tree reads, or name the modified views for
    /// tests (`accessibilityIdentifier`; nil leaves their names as they are).
    enum Change {
        case attach(AccessibilityAttachment)
        case identify(String?)
    }

    let change: Change

    init(_ attachment: AccessibilityAttachment) {
        change = .attach(attachment)
    }

    init(identifier: String?) {
        change = .identify(identifier)
    }

    public static func _makeView(
        modifier: Self, inputs: _ViewInputs, content: _ModifierContent, outputs: inout _ViewOutputs
    ) {
        switch modifier.change {
        case .attach(let attachment):
            var made = _ViewOutputs()
            content.make(inputs, &made)
            let layout = AccessibilityLayout(attachment: attachment)
            let inputs = inputs.pushing(layout.name)
            for child in made.nodes {
                outputs.append(inputs.wrap(child, in: layout))
            }
        case .identify(let identifier?):
            // The identifier marks the views' own nodes, where `ViewHost.frame(of:)` looks for it.
            NodeMarkingModifier._makeView(
                modifier: NodeMarkingModifier { $0.identifier = identifier }, inputs: inputs, content: content,
                outputs: &outputs)
        case .identify(nil):
            content.make(inputs, &outputs)
        }
    }
}

extension View {
    fileprivate func attachingAccessibility(_ change: (inout AccessibilityAttachment) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        var attachment = AccessibilityAttachment()
        change(&attachment)
        return modifier(AccessibilityAttachmentModifier(attachment))
    }

    // MARK: Label, value, hint

    /// Adds a label to the view that describes its contents; it replaces what accessibility would read from the
    /// view's text.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.label = label }
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(label))
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.value = valueDescription }
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(value))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.hint = hint }
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hint))
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full Keyboard Access).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.inputLabels = inputLabels }
    }

    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Sets alternate input labels with which users identify a view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    // MARK: Visibility, traits, order

    /// Specifies whether to hide this view (and everything in it) from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.isHidden = hidden }
    }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.addedTraits = traits }
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.removedTraits = traits }
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other elements at the same
    /// level: higher first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.sortPriority = sortPriority }
    }

    /// Set the level of this heading (it also gets the `isHeader` trait).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility {
            $0.headingLevel = level
            $0.addedTraits = .isHeader
        }
    }

    /// Creates a new accessibility element, or modifies the traits of the existing element: `.combine` merges
    /// the children's labels with ", ", `.contain` keeps them as a group read in its own order, `.ignore` hides
    /// them (give the element a label).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        attachingAccessibility { $0.children = children }
    }

    // MARK: Actions

    /// Adds an accessibility action to the view (recorded by name; Easel performs none).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.actionName = actionKind.name }
    }

    /// Adds a named accessibility action to the view.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.actionName = name.plainText }
    }

    /// Adds a named accessibility action to the view.
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds a named accessibility action to the view.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: Text(name), handler)
    }

    // MARK: Accepted, without effect on the tree

    /// Replaces the view's accessibility children with the given views (accepted: the tree keeps the view's own).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        self
    }

    /// Replaces the view's accessibility element with the given view's (accepted: the tree keeps the view's own).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        self
    }

    /// Adds a default large content view for the Large Content Viewer (accepted: nothing to show in pictures).
    public func accessibilityShowsLargeContentViewer() -> some View {
        self
    }

    /// Adds a custom large content view for the Large Content Viewer (accepted).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }

    /// Modifies this view by binding its accessibility element's focus state (accepted: Easel has no assistive
    /// technology to move the focus).
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View {
        self
    }

    /// Modifies this view by binding its accessibility element's focus state to the given value (accepted).
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        self
    }

    /// Explicitly sets whether the view responds to the accessibility "adjust" action (accepted).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        self
    }

    /// Marks the view as containing sensitive, private user data (accepted: nothing is redacted in drawing).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        self
    }

    // MARK: Deprecated forms

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityIdentifier(identifier)
    }
}

/// The direction of an adjustment ("increment" or "decrement") of an adjustable element.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

extension Image {
    /// Creates a labeled image from an asset: accessibility reads the label instead of the asset's name.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibilityText = label
    }
}
