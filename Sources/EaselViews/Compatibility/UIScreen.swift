import Foundation
import Synchronization

/// A screen as UIKit names it, for SwiftUI code that sizes views by `UIScreen.main.bounds`.
///
/// Easel has no real screen: `UIScreen.main` is a process-wide stand-in, an iPhone 15 (393×852 points at 3×)
/// until ``setMainScreen(_:scale:)`` names another device. Code reading it while a view is made sees whichever
/// device was named last, in any thread, so hosts on different devices made at once can see each other's
/// (docs/Decisions.md).
public final class UIScreen: Hashable, Sendable, CustomStringConvertible {
    /// The device whose screen this is.
    public let device: Device
    /// The screen in points, portrait, at the origin.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    package init(device: Device, scale: CGFloat? = nil) {
        self.device = device
        bounds = CGRect(origin: .zero, size: device.screenSize)
        let chosen = scale ?? UIScreen.defaultScale(of: device)
        self.scale = chosen.isFinite && chosen > 0 ? chosen : 1
    }

    /// The screen in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    public var nativeScale: CGFloat { scale }

    /// The screen's traits: light, its scale, Large.
    public var traitCollection: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .light, displayScale: scale, preferredContentSizeCategory: .large)
    }

    private static let current = Mutex(UIScreen(device: .iPhone15))

    /// The device's screen that `setMainScreen(_:scale:)` named last; an iPhone 15 at first.
    public static var main: UIScreen {
        current.withLock { $0 }
    }

    /// Makes `device` the main screen's for the whole process (an Easel addition): its scale is the device's own
    /// (3 for iPhones since the X, 2 for the SE and iPads) unless given.
    public static func setMainScreen(_ device: Device, scale: CGFloat? = nil) {
        let screen = UIScreen(device: device, scale: scale)
        current.withLock { $0 = screen }
    }

    /// 2 for iPads and home-button iPhones, 3 for the rest.
    package static func defaultScale(of device: Device) -> CGFloat {
        device.isPad || !device.hasHomeIndicator ? 2 : 3
    }

    public static func == (lhs: UIScreen, rhs: UIScreen) -> Bool {
        lhs.device == rhs.device && lhs.scale == rhs.scale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(scale)
    }

    public var description: String {
        "UIScreen(\(device.name), \(bounds.width)×\(bounds.height) @\(scale)x)"
    }
}
