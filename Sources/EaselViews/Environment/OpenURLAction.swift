import Foundation

/// An action that opens a URL. Read it from the environment (`@Environment(\.openURL)`) and call it. In Easel the
/// system's action opens nothing: it records the URL in the host's `ViewHost.openedURLs`.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled
            case discarded
            /// Hands the URL (or another) to the system.
            case systemAction(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result {
            Result(outcome: .systemAction(url))
        }
    }

    let handler: (URL) -> Result
    /// What `.systemAction` hands a URL to: the environment's host records it. Set when the action is read from an
    /// environment; true when the URL was accepted.
    var system: ((URL) -> Bool)?

    /// Creates an action that opens a URL with `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL, following system conventions.
    public func callAsFunction(_ url: URL) {
        open(url)
    }

    /// Opens a URL, then tells `completion` whether it was accepted (at once: Easel opens nothing).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @discardableResult
    private func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: true
        case .discarded: false
        case .systemAction(let other): system?(other ?? url) ?? false
        }
    }
}

/// What a host's views handed to the system: the URLs given to its open URL action, the sensory feedback played.
final class HostRecord {
    var urls: [URL] = []
    var sensoryFeedback: [SensoryFeedback] = []
}

extension ViewHost {
    /// The URLs the view's `openURL` action handed to the system, in order (a custom `OpenURLAction` that handles
    /// or discards a URL keeps it from here).
    public var openedURLs: [URL] { hostRecord.urls }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

private struct HostRecordKey: EnvironmentKey {
    static var defaultValue: HostRecord? { nil }
}

extension EnvironmentValues {
    /// An action that opens a URL: by default the system's, which records the URL in the host's
    /// `ViewHost.openedURLs`; a custom action set with `.environment(\.openURL, OpenURLAction { … })` runs
    /// instead, and its `.systemAction` results go to the system's.
    public var openURL: OpenURLAction {
        get {
            let record = hostRecord
            var action = self[OpenURLKey.self] ?? OpenURLAction { _ in .systemAction }
            action.system = { url in
                guard let record else { return false }
                record.urls.append(url)
                return true
            }
            return action
        }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The host's record of opened URLs and played feedback (nil outside a host).
    var hostRecord: HostRecord? {
        get { self[HostRecordKey.self] }
        set { self[HostRecordKey.self] = newValue }
    }
}

extension View {
    /// Registers a handler to invoke when the view receives a URL for the scene or window the view is in
    /// (accepted: Easel's hosts receive no URLs).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }
}
