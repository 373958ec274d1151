import EaselGraphics
import EaselLayout
import Foundation

/// An interface for a view that shows when its content is unavailable: a large symbol, a title and a description,
/// centered in the space it is offered, as iOS 17 draws it (docs/Decisions.md, "Content unavailable").
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(.unavailable)
                    .font(.title2.bold())
                description
                    .font(.callout)
                    .foregroundStyle(Color.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityIdentifier("ContentUnavailableView")
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == EaselViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselViews.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselViews.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// Creates an interface with a title, a named image and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { EaselViews.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The views of the search-unavailable interface.
public enum SearchUnavailableContent {
    public typealias Label = EaselViews.Label<Text, Image>
    public typealias Description = Text
    public typealias Actions = EmptyView
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The interface for a search with no results.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(
            label: { EaselViews.Label("No Results", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }

    /// The interface for a search for `text` with no results.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            label: { EaselViews.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") }, actions: { EmptyView() })
    }
}

extension LabelStyle where Self == SystemLabelStyle {
    /// A content-unavailable label: a large symbol over the title.
    static var unavailable: SystemLabelStyle { SystemLabelStyle(choice: .largeIconOverTitle) }
}
