import EaselGraphics
import EaselLayout
import Foundation

/// A control for navigating to a URL.
///
/// A link is a button: drawn in the button style around it (without one, its label in the tint, borderless), and a
/// tap hands its destination to the environment's `openURL` action, whose system action Easel records in
/// `ViewHost.openedURLs` (docs/Decisions.md, "Links and share links").
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL, destination = destination
        return Button {
            openURL(destination)
        } label: {
            label
        }
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
