import EaselGraphics
import EaselLayout
import Foundation

/// A device's screen, in portrait, for a host to lay a view out on as an app's window would: the view is proposed
/// the screen's safe area and centered in it, and the status bar and home indicator are drawn over it. Metrics
/// and their sources are in docs/Decisions.md ("Device screens").
public struct Device: Sendable, Hashable {
    /// The device's marketing name ("iPhone 15").
    public var name: String
    /// The screen's size in points, portrait.
    public var screenSize: CGSize
    /// The screen's safe area insets in points, portrait.
    public var safeAreaInsets: EdgeInsets
    /// The height of the status bar in points (the safe area's top inset can be larger).
    public var statusBarHeight: CGFloat
    /// The kind of status bar: the Dynamic Island's, with the time and icons in its two "ears", or the classic
    /// one with the time centered.
    public var hasDynamicIsland: Bool

    public init(
        name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, statusBarHeight: CGFloat,
        hasDynamicIsland: Bool = false
    ) {
        self.name = name
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.hasDynamicIsland = hasDynamicIsland
    }

    /// Whether the device has a home indicator (no home button): a bottom safe area.
    public var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

    /// iPhone SE (3rd generation): 375×667, a 20-point status bar, a home button.
    public static let iPhoneSE = Device(
        name: "iPhone SE (3rd generation)", screenSize: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), statusBarHeight: 20)
    /// iPhone 13 mini: 375×812, a notch.
    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", screenSize: CGSize(width: 375, height: 812),
        safeAreaInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0), statusBarHeight: 50)
    /// iPhone 15 (and 15 Pro): 393×852, the Dynamic Island.
    public static let iPhone15 = Device(
        name: "iPhone 15", screenSize: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), statusBarHeight: 54,
        hasDynamicIsland: true)
    /// iPhone 15 Pro Max (and 15 Plus): 430×932, the Dynamic Island.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", screenSize: CGSize(width: 430, height: 932),
        safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), statusBarHeight: 54,
        hasDynamicIsland: true)
    /// iPad Air (5th generation) and iPad (10th generation): 820×1180.
    public static let iPadAir = Device(
        name: "iPad Air (5th generation)", screenSize: CGSize(width: 820, height: 1180),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), statusBarHeight: 24)
    /// iPad Pro (12.9-inch): 1024×1366.
    public static let iPadPro12 = Device(
        name: "iPad Pro (12.9-inch)", screenSize: CGSize(width: 1024, height: 1366),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), statusBarHeight: 24)

    /// The device a name (as Xcode's previews and simulators spell them) most likely means: an iPad, an SE, a
    /// mini, a Plus or Pro Max, else an iPhone 15.
    public init(named name: String) {
        let lowered = name.lowercased()
        var device: Device
        if lowered.contains("ipad") {
            device = lowered.contains("13") || lowered.contains("12.9") ? .iPadPro12 : .iPadAir
        } else if lowered.contains(" se") || lowered.hasSuffix("se") {
            device = .iPhoneSE
        } else if lowered.contains("mini") {
            device = .iPhone13Mini
        } else if lowered.contains("pro max") || lowered.contains("plus") {
            device = .iPhone15ProMax
        } else {
            device = .iPhone15
        }
        device.name = name
        self = device
    }
}

extension ViewHost {
    /// Hosts `view` on a device's screen: the root is proposed the screen's safe area and centered in it, views
    /// may reach past it (`ignoresSafeArea`, a background), and the status bar and home indicator are drawn over
    /// it in the view's color scheme. The host's size is the screen's.
    public convenience init<V: View>(
        _ view: V, device: Device, environment: EnvironmentValues = EnvironmentValues(),
        appStorage: AppStorageStore = .shared
    ) {
        // `UIScreen.main` is the screen of the device a host was last made on (docs/Decisions.md).
        UIScreen.setMainScreen(device)
        var environment = environment
        environment.hostDevice = device
        // Presentations cover the screen's content under the status bar and home indicator.
        self.init(
            DeviceScreen(device: device, content: _PresentationRoot(insets: device.safeAreaInsets, content: view)),
            proposal: ProposedViewSize(device.screenSize), environment: environment, appStorage: appStorage,
            layOut: true)
    }
}

/// A device's screen: the content in the safe area on the system background, the status bar and home indicator
/// over it.
struct DeviceScreen<Content: View>: View {
    typealias Body = Never
    let device: Device
    let content: Content

    static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("Device")
        let layout = SafeAreaScreenLayout(insets: view.device.safeAreaInsets)
        let childInputs = inputs.children(of: SafeAreaScreenLayout.self)
        // One root, as the host's (an empty stack when the view has none: the chrome is never the content).
        // What the content asks of the status bar (`statusBarHidden`), read once it is made.
        let request = StatusBarRequest()
        var contentInputs = childInputs
        contentInputs.environment.statusBarRequest = request
        let content = view.content.makeRootNode(inputs: contentInputs)
            ?? childInputs.pushing("root").makeNode(VStackLayout(), children: [])
        // Over a large sheet the screen behind is black: the status bar turns light, as iOS draws it.
        let overSheet = inputs.graph?.presentationModel?.active.contains {
            $0.entry.depth == 0 && $0.entry.recedesCovered
        } ?? false
        let chrome = DeviceChrome(device: view.device, lightStatusBar: overSheet, hidesStatusBar: request.hidden ?? false)
            .allowsHitTesting(false)
            .makeNodes(inputs: childInputs)
        _MadeNodes { _ in [inputs.makeNode(layout, children: [content] + chrome)] }
            .background(Color.systemBackground)
            .makeView(inputs: inputs, outputs: &outputs)
    }
}

/// The status bar and the home indicator, in the label color: drawn with the system's metrics, their contents
/// simplified (a fixed time, full signal and battery).
struct DeviceChrome: View {
    let device: Device
    /// Whether the status bar is drawn light (over the black behind a large sheet).
    var lightStatusBar = false
    /// Whether the content hid the status bar (`statusBarHidden`).
    var hidesStatusBar = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 0) {
            if hidesStatusBar {
                Color.clear.frame(height: device.statusBarHeight)
            } else {
                StatusBar(device: device).frame(height: device.statusBarHeight).accessibilityIdentifier("StatusBar")
                    .environment(\.colorScheme, lightStatusBar ? .dark : colorScheme)
            }
            Spacer(minLength: 0)
            if device.hasHomeIndicator {
                Capsule().fill(Color.primary).frame(width: 134, height: 5)
                    .padding(.bottom, 8)
                    .accessibilityIdentifier("HomeIndicator")
            }
        }
        .foregroundStyle(Color.primary)
        .dynamicTypeSize(.large)
    }
}

/// The status bar: the time "9:41" and the signal, Wi-Fi and battery icons. On Dynamic Island phones each sits
/// centered in the "ear" beside the island (126 points wide); elsewhere the time is centered and the icons sit at
/// the margins.
struct StatusBar: View {
    let device: Device

    static let islandWidth: CGFloat = 126

    var body: some View {
        if device.hasDynamicIsland {
            let ear = (device.screenSize.width - Self.islandWidth) / 2
            HStack(spacing: 0) {
                Text("9:41").font(.system(size: 17, weight: .semibold))
                    .frame(width: ear)
                Spacer(minLength: 0)
                StatusIcons(height: 12).frame(width: ear)
            }
            // The island's center: 11 points from the top, 37 tall.
            .frame(height: 37)
            .padding(.top, 11)
            .frame(maxHeight: .infinity, alignment: .top)
        } else {
            let large = device.statusBarHeight > 20
            ZStack {
                Text("9:41").font(.system(size: large ? 15 : 12, weight: .semibold))
                HStack {
                    SignalBars(height: large ? 11 : 8)
                    Spacer(minLength: 0)
                    BatteryIcon(height: large ? 11 : 9)
                }
                .padding(.horizontal, large ? 20 : 6)
            }
        }
    }
}

/// Signal, Wi-Fi and battery, 12 points tall.
struct StatusIcons: View {
    let height: CGFloat

    var body: some View {
        HStack(spacing: 6) {
            SignalBars(height: height)
            WiFiIcon(height: height)
            BatteryIcon(height: height)
        }
    }
}

/// Four bars rising left to right.
struct SignalBars: View {
    let height: CGFloat

    var body: some View {
        HStack(alignment: .bottom, spacing: height * 0.15) {
            ForEach(1...4, id: \.self) { level in
                RoundedRectangle(cornerRadius: height * 0.1)
                    .frame(width: height * 0.25, height: height * (0.25 + 0.25 * CGFloat(level - 1)))
            }
        }
        .frame(height: height, alignment: .bottom)
    }
}

/// Three arcs over a dot, as the Wi-Fi symbol draws them.
struct WiFiIcon: View {
    let height: CGFloat

    var body: some View {
        Image(systemName: "wifi").font(.system(size: height * 1.1, weight: .semibold))
            .frame(height: height)
    }
}

/// A battery: an outlined body with a nub, filled.
struct BatteryIcon: View {
    let height: CGFloat

    var body: some View {
        let width = height * 2.1
        HStack(spacing: 1) {
            RoundedRectangle(cornerRadius: height * 0.3)
                .strokeBorder(Color.primary.opacity(0.4), lineWidth: 1)
                .overlay(RoundedRectangle(cornerRadius: height * 0.2).padding(2))
                .frame(width: width, height: height)
            RoundedRectangle(cornerRadius: 1).opacity(0.4).frame(width: 1.5, height: height * 0.35)
        }
    }
}

extension ViewHost {
    /// On a device's screen, whether the view took the whole safe area it was offered (a screen of an app: a
    /// navigation stack, a list, a tab view) rather than a size of its own.
    package var fillsSafeArea: Bool {
        update()
        var fills = false
        root?.walkSubtree { node, _ in
            guard node.box.layout(as: SafeAreaScreenLayout.self) != nil else { return .descend }
            if let content = node.children.first, let inner = node.definedSafeArea?.inner {
                fills = abs(content.globalFrame.width - inner.width) < 0.5 && abs(content.globalFrame.height - inner.height) < 0.5
            }
            return .stop
        }
        return fills
    }
}

/// What a device screen's content asks of its status bar, recorded while the content is made.
final class StatusBarRequest {
    /// Set by the outermost `statusBarHidden` (nil: none; the bar shows).
    var hidden: Bool?
}

private struct StatusBarRequestKey: EnvironmentKey {
    static var defaultValue: StatusBarRequest? { nil }
}

extension EnvironmentValues {
    /// The status bar request of the device screen the view is on (nil off any device).
    var statusBarRequest: StatusBarRequest? {
        get { self[StatusBarRequestKey.self] }
        set { self[StatusBarRequestKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the status bar: on a device's screen, a hidden status bar is not drawn (the safe
    /// area stays as the device has it). The outermost view that sets it wins.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        // The outermost is made first, so it records first; inner ones find the request answered.
        modifier(RecordingModifier(\.statusBarRequest) { if $0.hidden == nil { $0.hidden = hidden } })
    }

    /// Sets the visibility of the status bar (the older name of `statusBarHidden(_:)`).
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }
}
