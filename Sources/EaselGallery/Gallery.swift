import Easel
import Foundation

/// One scene of the gallery: a construction from the seed documents, with sample data.
public struct GalleryScene: Sendable {
    /// A file-name-safe identifier, unique in the gallery.
    public let id: String
    public let title: String
    /// What the scene shows and why it lays out the way it does.
    public let caption: String
    /// The chapter of the seed documents it comes from.
    public let chapter: String
    /// The size offered to the scene (nil: the scene's ideal in that dimension).
    public let proposal: ProposedViewSize
    /// The device screen the scene is shown on (its safe area, status bar and home indicator), if any.
    public let device: Device?
    public let make: @MainActor @Sendable () -> AnyView
    /// For a scene that moves: the views to tap (by accessibility identifier) before recording, and how long to
    /// record at most; the gallery shows it as an animated PNG besides its stills.
    public let motion: Motion?

    /// What to record of a scene that moves.
    public struct Motion: Sendable {
        public let taps: [String]
        public let duration: TimeInterval
    }

    init<V: View>(
        _ id: String, _ title: String, chapter: String, width: CGFloat? = 360, height: CGFloat? = nil,
        device: Device? = nil, motion: Motion? = nil, caption: String,
        @ViewBuilder view: @escaping @MainActor @Sendable () -> V
    ) {
        self.motion = motion
        self.id = id
        self.title = title
        self.caption = caption
        self.chapter = chapter
        self.proposal = device.map { ProposedViewSize($0.screenSize) } ?? ProposedViewSize(width: width, height: height)
        self.device = device
        self.make = { AnyView(view()) }
    }
}

/// Every scene the seed documents build, in the order the documents build them.
public enum Gallery {
    public static let scenes: [GalleryScene] =
        secondaryViewScenes + hitPointScenes + templateViewScenes + modifierScenes + frameScenes
        + geometryScenes + kuchiScenes + appScreenScenes + motionScenes

    /// The folder holding the artwork the scenes load by name (`Image("rogue")`).
    public static var artworkDirectory: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Artwork")
    }
}
