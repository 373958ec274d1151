import EaselLayout
import EaselText
import Foundation

extension ViewHost {
    /// One accessibility element, as VoiceOver would focus and read it.
    public struct AccessibilityElement: Equatable, Sendable, CustomStringConvertible {
        /// What VoiceOver reads first: the element's text, or the label a modifier gave it.
        public var label: String
        public var value: String?
        public var hint: String?
        public var traits: AccessibilityTraits
        /// The `.accessibilityIdentifier` of the element's view, or of a view around it that holds only it.
        public var identifier: String?
        /// The element's frame in the root's coordinate space, unrounded (as `frame(of:)` reports frames).
        public var frame: CGRect
        public var sortPriority: Double
        public var inputLabels: [String]
        /// The names of the element's accessibility actions ("default", "escape", or the names given).
        public var actionNames: [String]
        /// False for a disabled control (VoiceOver says "dimmed").
        public var isEnabled: Bool
        /// Whether the element is a text field (a secure one included), which has no trait of its own.
        public var isTextField: Bool
        public var isSecureTextField: Bool
        public var headingLevel: AccessibilityHeadingLevel?

        /// The kind of element, as a dump names it: "Button", "Toggle", "Link", "SearchField", "TextField",
        /// "SecureField", "Heading", "Image", "Text", else "Element".
        public var role: String {
            if isTextField { return isSecureTextField ? "SecureField" : "TextField" }
            if traits.contains(.isToggle) { return "Toggle" }
            if traits.contains(.isButton) { return "Button" }
            if traits.contains(.isLink) { return "Link" }
            if traits.contains(.isSearchField) { return "SearchField" }
            if traits.contains(.isHeader) { return "Heading" }
            if traits.contains(.isImage) { return "Image" }
            if traits.contains(.isStaticText) { return "Text" }
            return "Element"
        }

        /// The traits the role word already says.
        private var roleTraits: AccessibilityTraits {
            switch role {
            case "Toggle": [.isToggle, .isButton]
            case "Button": .isButton
            case "Link": .isLink
            case "SearchField": .isSearchField
            case "Heading": [.isHeader, .isStaticText]
            case "Image": .isImage
            case "Text": .isStaticText
            default: []
            }
        }

        /// One line: `Button "Sign In", frame (16, 400, 361, 50)`, with the value, hint, further traits,
        /// identifier and "dimmed" between the label and the frame when there are any.
        public var description: String {
            var line = "\(role) \"\(label)\""
            if let value { line += ", value \"\(value)\"" }
            if let hint { line += ", hint \"\(hint)\"" }
            let more = traits.subtracting(roleTraits)
            if !more.isEmpty { line += ", traits [\(more.names.joined(separator: ", "))]" }
            if let identifier { line += ", id \"\(identifier)\"" }
            if !isEnabled { line += ", dimmed" }
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { LayoutFormat.number($0) }
            line += ", frame (\(numbers.joined(separator: ", ")))"
            return line
        }
    }

    /// The view's accessibility elements in the order VoiceOver reads them.
    public struct AccessibilityTree: Equatable, Sendable, CustomStringConvertible {
        public var elements: [AccessibilityElement]

        /// The first element with the identifier.
        public func element(identifier: String) -> AccessibilityElement? {
            elements.first { $0.identifier == identifier }
        }

        /// The first element with the label.
        public func element(label: String) -> AccessibilityElement? {
            elements.first { $0.label == label }
        }

        /// The elements' labels, in reading order.
        public var labels: [String] { elements.map(\.label) }

        /// One line per element, in reading order.
        public var description: String { elements.map(\.description).joined(separator: "\n") }
    }

    /// The view's accessibility elements as VoiceOver would read them: each text, image, control and view given a
    /// label, in reading order (top to bottom, then leading to trailing; a higher sort priority first), with its
    /// frame in the root's coordinate space. Hidden views (`.hidden()`, `.accessibilityHidden(true)`, a page under
    /// the top of a navigation stack) and a device's status bar and home indicator are left out.
    public var accessibilityTree: AccessibilityTree {
        update()
        guard let root else { return AccessibilityTree(elements: []) }
        let collector = AccessibilityCollector(rightToLeft: environment.layoutDirection == .rightToLeft)
        let drafts = DeepStack.run(height: root.height) { collector.ordered(collector.items(of: root)) }
        return AccessibilityTree(elements: drafts.map { $0.element })
    }
}

/// An element while the tree is collected: the element, read and written through its fields, and whether it
/// is still pending.
@dynamicMemberLookup
struct AccessibilityDraft {
    var element: ViewHost.AccessibilityElement
    /// Made by a modifier on a view that showed nothing accessibility reads (a shape given traits): it becomes an
    /// element only when a label or a value is given to it, and is dropped otherwise.
    var isPending = false

    init(label: String, traits: AccessibilityTraits = [], frame: CGRect) {
        element = ViewHost.AccessibilityElement(
            label: label, value: nil, hint: nil, traits: traits, identifier: nil, frame: frame, sortPriority: 0,
            inputLabels: [], actionNames: [], isEnabled: true, isTextField: false, isSecureTextField: false,
            headingLevel: nil)
    }

    subscript<Value>(dynamicMember field: WritableKeyPath<ViewHost.AccessibilityElement, Value>) -> Value {
        get { element[keyPath: field] }
        set { element[keyPath: field] = newValue }
    }
}

/// What a subtree contributes to the tree: elements, and groups (`.accessibilityElement(children: .contain)`)
/// whose elements are read together, in their own order, where the group's frame places it.
enum AccessibilityItem {
    case element(AccessibilityDraft)
    case group(frame: CGRect, sortPriority: Double, elements: [AccessibilityDraft])

    var frame: CGRect {
        switch self {
        case .element(let draft): draft.frame
        case .group(let frame, _, _): frame
        }
    }

    var sortPriority: Double {
        switch self {
        case .element(let draft): draft.sortPriority
        case .group(_, let priority, _): priority
        }
    }
}

/// Walks the placed tree into accessibility elements.
///
/// A node is, in this order: hidden (drawn as nothing, or `accessibilityHidden(true)`: nothing); an accessibility
/// modifier's node (its attachment applied to what its child contributes); a node its view described (an image,
/// a text field, a toggle: one element for the subtree); a button (by its `Interaction`: one element, its label
/// the subtree's text); a text (its string, `isStaticText`); a symbol image (its readable name, `isImage`); else
/// what its children contribute.
struct AccessibilityCollector {
    let rightToLeft: Bool

    func items(of node: LayoutNode) -> [AccessibilityItem] {
        guard node.isPlaced else { return [] }
        let drawing = node.drawing as? NodeAppearance
        if drawing === NodeAppearance.nothing { return [] }
        var result = contents(of: node, drawing: drawing)
        // An identifier names the element of the view it marks, when that view is one element.
        if let identifier = node.identifier, result.count == 1, case .element(var draft) = result[0], draft.identifier == nil {
            draft.identifier = identifier
            result[0] = .element(draft)
        }
        return result
    }

    /// The children accessibility reads: those drawn (a ViewThatFits's chosen one, a masked view but not its
    /// mask), and on a device's screen the content but not the status bar and home indicator.
    private func children(of node: LayoutNode, drawing: NodeAppearance?) -> [LayoutNode] {
        if node.box.layout(as: SafeAreaScreenLayout.self) != nil { return Array(node.children.prefix(1)) }
        return NodeAppearance.shownChildren(of: node, drawing: drawing)
    }

    private func childItems(of node: LayoutNode, drawing: NodeAppearance?) -> [AccessibilityItem] {
        children(of: node, drawing: drawing).flatMap { items(of: $0) }
    }

    private func contents(of node: LayoutNode, drawing: NodeAppearance?) -> [AccessibilityItem] {
        if let attachment = node.box.layout(as: AccessibilityLayout.self)?.attachment {
            return apply(attachment, at: node, drawing: drawing)
        }
        if let description = node.accessibility as? AccessibilityNodeDescription {
            if description.isIgnored { return [] }
            var draft = combined(node, drawing: drawing, textsOnly: true)
            if let label = description.label { draft.label = label }
            draft.value = description.value ?? draft.value
            draft.traits = description.traits
            draft.isTextField = description.isTextField
            draft.isSecureTextField = description.isSecure
            draft.isEnabled = description.isEnabled
            draft.isPending = false
            return [.element(draft)]
        }
        if let interaction = node.interaction as? Interaction, interaction.name == "Button" {
            var draft = combined(node, drawing: drawing, textsOnly: true)
            draft.traits = draft.traits.subtracting([.isStaticText, .isImage]).union(.isButton)
            draft.value = nil
            draft.isEnabled = interaction.isEnabled
            draft.isPending = false
            return [.element(draft)]
        }
        let kids = children(of: node, drawing: drawing)
        if let text = node.box.layout(as: TextLayout.self) {
            let string = Self.readable(text.runs)
            guard !string.isEmpty else { return [] }
            return [.element(AccessibilityDraft(label: string, traits: .isStaticText, frame: node.globalFrame))]
        }
        if let symbol = node.box.layout(as: SymbolLayout.self) {
            let label = SymbolSpeech.readable(symbol.symbolName)
            guard !label.isEmpty else { return [] }
            return [.element(AccessibilityDraft(label: label, traits: .isImage, frame: node.globalFrame))]
        }
        return kids.flatMap { items(of: $0) }
    }

    // MARK: Modifiers

    private func apply(_ attachment: AccessibilityAttachment, at node: LayoutNode, drawing: NodeAppearance?) -> [AccessibilityItem] {
        if attachment.isHidden == true { return [] }
        if let behavior = attachment.children {
            switch behavior.kind {
            case .ignore:
                return [.element(AccessibilityDraft(label: "", frame: node.globalFrame))]
            case .combine:
                return [.element(combined(node, drawing: drawing, textsOnly: false))]
            case .contain:
                let elements = ordered(childItems(of: node, drawing: drawing))
                return [.group(frame: node.globalFrame, sortPriority: 0, elements: elements)]
            }
        }
        var result = childItems(of: node, drawing: drawing)
        if result.isEmpty {
            // A view accessibility reads nothing in (a shape, a color) becomes an element once labeled.
            var draft = AccessibilityDraft(label: "", frame: node.globalFrame)
            draft.isPending = true
            result = [.element(draft)]
        }
        // A modifier on a view of several elements applies to each of them, as SwiftUI's do.
        return result.map { item -> AccessibilityItem in
            switch item {
            case .element(var draft):
                modify(&draft, with: attachment)
                return .element(draft)
            case .group(let frame, let priority, let elements):
                let chosen = attachment.sortPriority.flatMap { $0.isNaN ? nil : $0 }
                return .group(frame: frame, sortPriority: chosen ?? priority, elements: elements)
            }
        }
    }

    private func modify(_ draft: inout AccessibilityDraft, with attachment: AccessibilityAttachment) {
        if let label = attachment.label {
            draft.label = label.plainText
            draft.isPending = false
        }
        if let value = attachment.value {
            draft.value = value.plainText
            draft.isPending = false
        }
        if let hint = attachment.hint { draft.hint = hint.plainText }
        draft.traits.formUnion(attachment.addedTraits)
        draft.traits.subtract(attachment.removedTraits)
        if let priority = attachment.sortPriority, !priority.isNaN { draft.sortPriority = priority }
        if let labels = attachment.inputLabels { draft.inputLabels = labels.map(\.plainText) }
        if let name = attachment.actionName { draft.actionNames.append(name) }
        if let level = attachment.headingLevel { draft.headingLevel = level }
    }

    // MARK: Elements made of a subtree

    /// One element for `node`'s subtree, at its frame: the labels of the elements inside joined with ", " in reading
    /// order (only the texts', when `textsOnly` and there are any, as a button reads its title and not its icon),
    /// their values and hints joined likewise, their traits together. Pending when nothing inside had a label.
    private func combined(_ node: LayoutNode, drawing: NodeAppearance?, textsOnly: Bool) -> AccessibilityDraft {
        let parts = ordered(childItems(of: node, drawing: drawing))
        let texts = parts.filter { $0.traits.contains(.isStaticText) }
        let named = textsOnly && !texts.isEmpty ? texts : parts
        var draft = AccessibilityDraft(
            label: named.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "), frame: node.globalFrame)
        let values = parts.compactMap(\.value).filter { !$0.isEmpty }
        draft.value = values.isEmpty ? nil : values.joined(separator: ", ")
        let hints = parts.compactMap(\.hint).filter { !$0.isEmpty }
        draft.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
        for part in parts {
            draft.traits.formUnion(part.traits)
            draft.actionNames += part.actionNames
        }
        draft.isPending = parts.isEmpty
        return draft
    }

    /// A text's characters as VoiceOver reads them: inline symbols (private-use characters of the icon font)
    /// left out, surrounding white space trimmed.
    private static func readable(_ runs: [TextRun]) -> String {
        var scalars = String.UnicodeScalarView()
        for run in runs {
            for scalar in run.string.unicodeScalars where !SymbolCatalog.isSymbol(scalar) && scalar.value < 0xF0000 {
                scalars.append(scalar)
            }
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Reading order

    /// The items in reading order, groups opened up: a higher sort priority first; among equals, top to bottom by
    /// rows, then leading to trailing in each row. An item joins the row of the one above it when its vertical
    /// middle is above that one's bottom, or its top above that one's middle. Pending elements are dropped.
    func ordered(_ items: [AccessibilityItem]) -> [AccessibilityDraft] {
        let live = items.enumerated().filter { entry -> Bool in
            if case .element(let draft) = entry.element { return !draft.isPending }
            return true
        }
        let priorities = Set(live.map { $0.element.sortPriority }).sorted(by: >)
        var result: [AccessibilityDraft] = []
        for priority in priorities {
            let level = live.filter { $0.element.sortPriority == priority }.sorted { a, b in
                let fa = a.element.frame, fb = b.element.frame
                if fa.minY != fb.minY { return fa.minY < fb.minY }
                return a.offset < b.offset
            }
            var rows: [[(offset: Int, element: AccessibilityItem)]] = []
            var anchor = CGRect.null
            for entry in level {
                let frame = entry.element.frame
                if !rows.isEmpty, frame.midY < anchor.maxY || frame.minY < anchor.midY {
                    rows[rows.count - 1].append(entry)
                } else {
                    rows.append([entry])
                    anchor = frame
                }
            }
            for row in rows {
                let sorted = row.sorted { a, b in
                    let fa = a.element.frame, fb = b.element.frame
                    if rightToLeft {
                        if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
                    } else if fa.minX != fb.minX {
                        return fa.minX < fb.minX
                    }
                    return a.offset < b.offset
                }
                for entry in sorted {
                    switch entry.element {
                    case .element(let draft): result.append(draft)
                    case .group(_, _, let elements): result += elements
                    }
                }
            }
        }
        return result
    }
}
