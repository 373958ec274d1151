import EaselLayout
import Foundation

extension ViewHost {
    /// Something the view presents: a sheet, cover, popover, alert, confirmation dialog or open menu.
    public struct Presented: Equatable, Sendable, CustomStringConvertible {
        /// What kind of presentation it is.
        public enum Kind: String, Sendable {
            case sheet, fullScreenCover, popover, alert, confirmationDialog, menu
        }

        public let kind: Kind
        /// The alert's or dialog's title; nil for sheets and covers.
        public let title: String?

        public init(kind: Kind, title: String? = nil) {
            self.kind = kind
            self.title = title
        }

        public var description: String { title.map { "\(kind) \"\($0)\"" } ?? "\(kind)" }
    }

    /// What the view presents now, bottom to top (a sheet, then an alert it shows): what is drawn over the screen.
    public var presentations: [Presented] {
        update()
        guard let model = graph.presentationModel else { return [] }
        return model.active.map { ViewHost.Presented(kind: $0.entry.kind, title: $0.entry.title) }
    }

    /// Ends the topmost presentation as a person would (a sheet swiped down, a dialog tapped outside): its binding is
    /// set to false (or its item to nil) and its `onDismiss` runs. Returns false when nothing is presented.
    @discardableResult
    public func dismissPresentation() -> Bool {
        update()
        guard let top = graph.presentationModel?.active.last else { return false }
        top.entry.dismiss()
        update()
        return true
    }
}
