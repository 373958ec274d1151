import Foundation

/// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
///
/// Apple documents the effects but not their amounts. Easel follows a reimplementation's reading of SwiftUI
/// (OpenSwiftUI's `BlurReplaceTransition`): away from the identity phase the view is transparent, blurred by a
/// radius of 7 points and scaled to 0.9 (1.1 on removal with `.upUp`), around its center (docs/Decisions.md).
public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition: which way the view scales on removal.
    public struct Configuration: Equatable, Sendable {
        /// Whether a removed view grows (rather than shrinks) as it goes.
        let removalScalesUp: Bool

        /// A configuration that requests a transition that scales the view down while removing it and up while
        /// inserting it.
        public static let downUp = Configuration(removalScalesUp: false)

        /// A configuration that requests a transition that scales the view up while both removing and inserting
        /// it.
        public static let upUp = Configuration(removalScalesUp: true)
    }

    /// The transition configuration.
    public var configuration: Configuration

    /// Creates a new transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : 7)
            .scaleEffect(scaleFactor(at: phase))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    /// The view grows into place from 0.9 of its size, and leaves shrinking to 0.9 (`.downUp`) or growing to 1.1
    /// (`.upUp`).
    private func scaleFactor(at phase: TransitionPhase) -> CGFloat {
        switch phase {
        case .willAppear: 0.9
        case .identity: 1
        case .didDisappear: configuration.removalScalesUp ? 1.1 : 0.9
        }
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }

    /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
}
