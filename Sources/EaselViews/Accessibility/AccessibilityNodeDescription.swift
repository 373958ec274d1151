import EaselLayout
import Foundation

/// What a view tells accessibility about the node it made, stored on the node (`LayoutNode.accessibility`) by the
/// view that makes it, once: an image's label, or a control's role and value. The node's subtree is then one
/// element. Modifiers do not use this (they wrap the node in an `AccessibilityLayout` node instead), so a node
/// made again from an unchanged view never carries a stale description.
package final class AccessibilityNodeDescription {
    /// The element's label; nil reads the label from the node's content (its text).
    let label: String?
    let value: String?
    let traits: AccessibilityTraits
    /// Leaves the node and everything in it out of the tree (a decorative image).
    let isIgnored: Bool
    let isTextField: Bool
    let isSecure: Bool
    /// False for a disabled control.
    let isEnabled: Bool

    init(
        label: String? = nil, value: String? = nil, traits: AccessibilityTraits = [], isIgnored: Bool = false,
        isTextField: Bool = false, isSecure: Bool = false, isEnabled: Bool = true
    ) {
        self.label = label
        self.value = value
        self.traits = traits
        self.isIgnored = isIgnored
        self.isTextField = isTextField
        self.isSecure = isSecure
        self.isEnabled = isEnabled
    }

    /// An image's description: none for a symbol without a label (its `SymbolLayout` names it), left out when
    /// decorative, else its label or its asset's name.
    static func image(_ image: Image) -> AccessibilityNodeDescription? {
        if image.isDecorative { return AccessibilityNodeDescription(isIgnored: true) }
        if let text = image.accessibilityText {
            return AccessibilityNodeDescription(label: text.plainText, traits: .isImage)
        }
        switch image.source {
        case .system:
            return nil
        case .named(let name, _):
            // As SwiftUI reads an unlabeled asset: by its name, without an extension.
            return AccessibilityNodeDescription(label: withoutExtension(name), traits: .isImage)
        case .loaded:
            // A loaded image has no name to read: an image without a label.
            return AccessibilityNodeDescription(traits: .isImage)
        }
    }

    /// "logo.png" → "logo"; a name without an extension as it is.
    private static func withoutExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        let pathExtension = name[name.index(after: dot)...]
        return pathExtension.isEmpty || pathExtension.contains("/") ? name : String(name[..<dot])
    }

    /// A text field's description: its title (else its prompt) as the label, its text as the value (none while
    /// empty); a secure field's value is its dots.
    static func textField(
        title: Text?, prompt: Text?, text: String, isSecure: Bool, isEnabled: Bool
    ) -> AccessibilityNodeDescription {
        let label = (title?.plainText).flatMap { $0.isEmpty ? nil : $0 } ?? prompt?.plainText ?? ""
        // An empty field has no value: VoiceOver reads its label alone.
        let value = text.isEmpty ? nil : isSecure ? String(repeating: "•", count: text.count) : text
        return AccessibilityNodeDescription(
            label: label, value: value, isTextField: true, isSecure: isSecure, isEnabled: isEnabled)
    }

    /// A toggle's description: the label from its content, the value "1" when on and "0" when off, as UIKit's
    /// switches report it.
    static func toggle(isOn: Bool, isEnabled: Bool) -> AccessibilityNodeDescription {
        AccessibilityNodeDescription(value: isOn ? "1" : "0", traits: [.isButton, .isToggle], isEnabled: isEnabled)
    }
}

extension _ViewOutputs {
    /// Describes for accessibility the nodes a control appended since `start` (a control's hook:
    /// `let start = outputs.nodes.count` before making its nodes, then this).
    package func describeForAccessibility(from start: Int, _ description: AccessibilityNodeDescription) {
        guard start >= 0, start <= nodes.count else { return }
        for node in nodes[start...] { node.accessibility = description }
    }
}

/// Readable names for SF Symbols, as VoiceOver speaks the common ones; any other name is read word by word
/// without the suffixes of its variants ("person.crop.circle.fill" → "Person crop").
enum SymbolSpeech {
    private static let known: [String: String] = [
        "magnifyingglass": "Search", "plus": "Add", "minus": "Remove", "xmark": "Close", "trash": "Delete",
        "square.and.arrow.up": "Share", "gear": "Settings", "gearshape": "Settings", "chevron.left": "Back",
        "chevron.right": "Forward", "chevron.backward": "Back", "chevron.forward": "Forward", "checkmark": "Checkmark",
        "ellipsis": "More", "heart": "Love", "star": "Favorite", "house": "Home", "person": "Person",
        "bell": "Notifications", "envelope": "Mail", "phone": "Phone", "pencil": "Edit", "square.and.pencil": "Compose",
        "info.circle": "Info", "exclamationmark.triangle": "Alert", "wifi": "Wi-Fi", "cart": "Cart",
        "line.3.horizontal": "Menu", "arrow.clockwise": "Refresh", "play": "Play", "pause": "Pause",
        "stop": "Stop", "calendar": "Calendar", "photo": "Photo", "camera": "Camera", "mic": "Microphone",
        "lock": "Locked", "globe": "Globe", "bookmark": "Bookmark", "folder": "Folder", "paperplane": "Send",
    ]

    /// How VoiceOver would read the symbol `name`.
    static func readable(_ name: String) -> String {
        var base = name
        for suffix in [".fill", ".circle", ".square", ".slash"] where base.hasSuffix(suffix) && known[base] == nil {
            base = String(base.dropLast(suffix.count))
        }
        if let spoken = known[name] ?? known[base] { return spoken }
        let words = base.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }
}
