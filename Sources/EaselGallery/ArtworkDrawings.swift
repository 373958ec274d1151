import Easel
import Foundation

/// The gallery's artwork, drawn with Easel itself: four character portraits, an overlay, an icon and the
/// welcome background. `easel artwork --output Sources/EaselGallery/Artwork` renders them to the PNG
/// files the scenes load by name, as an app's asset catalog would hold them.
public enum ArtworkDrawings {
    /// Each drawing's asset name, its size in points, and the view that draws it.
    @MainActor public static let all: [(name: String, size: CGSize, view: AnyView)] = [
        ("rogue", CGSize(width: 96, height: 96), AnyView(Portrait.rogue)),
        ("brawler", CGSize(width: 96, height: 96), AnyView(Portrait.brawler)),
        ("barbarian", CGSize(width: 96, height: 96), AnyView(Portrait.barbarian)),
        ("dragoon", CGSize(width: 96, height: 96), AnyView(Portrait.dragoon)),
        ("overlay", CGSize(width: 160, height: 80), AnyView(OverlayDrawing())),
        ("icon", CGSize(width: 48, height: 48), AnyView(IconDrawing())),
        ("welcome-background", CGSize(width: 320, height: 320), AnyView(WelcomeBackgroundDrawing())),
    ]
}

/// A filled outline through points given on a 100×100 grid, stretched to the frame it is given; `curved`
/// rounds it through the midpoints of its sides.
struct Outline: Shape {
    var points: [CGPoint]
    var curved = true

    init(_ coordinates: [(CGFloat, CGFloat)], curved: Bool = true) {
        points = coordinates.map { CGPoint(x: $0.0, y: $0.1) }
        self.curved = curved
    }

    func path(in rect: CGRect) -> Path {
        func scaled(_ point: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + point.x / 100 * rect.width, y: rect.minY + point.y / 100 * rect.height)
        }
        var path = Path()
        guard points.count > 2 else { return path }
        let corners = points.map(scaled)
        if !curved {
            path.addLines(corners)
            path.closeSubpath()
            return path
        }
        func middle(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        path.move(to: middle(corners[corners.count - 1], corners[0]))
        for index in corners.indices {
            let next = corners[(index + 1) % corners.count]
            path.addQuadCurve(to: middle(corners[index], next), control: corners[index])
        }
        path.closeSubpath()
        return path
    }
}

/// A drawing on a square canvas whose parts are placed on a 100×100 grid.
struct Canvas<Content: View>: View {
    var content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        GeometryReader { proxy in
            ZStack { content }
                .frame(width: 100, height: 100)
                .scaleEffect(min(proxy.size.width, proxy.size.height) / 100)
                .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .clipped()
    }
}

extension View {
    /// Places the view's center at a point of the canvas's 100×100 grid, at the given size.
    func at(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> some View {
        frame(width: width, height: height).position(x: x, y: y)
    }
}

private func rgb(_ red: Double, _ green: Double, _ blue: Double) -> Color {
    Color(red: red, green: green, blue: blue)
}

private let skin = rgb(0.96, 0.80, 0.66)

enum Portrait {
    static func backdrop(_ top: Color, _ bottom: Color) -> some View {
        LinearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom).at(50, 50, 100, 100)
    }

    static func eyes(y: CGFloat, apart: CGFloat = 14, size: CGFloat = 5, color: Color = rgb(0.12, 0.1, 0.12)) -> some View {
        ZStack {
            Circle().fill(color).at(50 - apart / 2, y, size, size)
            Circle().fill(color).at(50 + apart / 2, y, size, size)
        }
    }

    /// Hasty River: a hooded rogue with a dark mask.
    static var rogue: some View {
        Canvas {
            backdrop(rgb(0.16, 0.42, 0.44), rgb(0.05, 0.17, 0.2))
            Outline([(6, 104), (16, 80), (34, 70), (66, 70), (84, 80), (94, 104)]).fill(rgb(0.1, 0.26, 0.18)).at(50, 50, 100, 100)
            Outline([(50, 10), (74, 20), (82, 48), (78, 76), (22, 76), (18, 48), (26, 20)]).fill(rgb(0.17, 0.45, 0.3)).at(50, 50, 100, 100)
            Ellipse().fill(skin).at(50, 50, 32, 38)
            Capsule().fill(rgb(0.1, 0.1, 0.13)).at(50, 45, 38, 10)
            eyes(y: 45, size: 4, color: .white)
            Capsule().fill(rgb(0.62, 0.3, 0.26)).at(50, 61, 9, 2.5)
            Outline([(50, 10), (74, 20), (80, 36), (66, 28), (50, 26), (34, 28), (20, 36), (26, 20)]).fill(rgb(0.13, 0.36, 0.24)).at(50, 50, 100, 100)
        }
    }

    /// Sir Bunnington: a rabbit in a knight's gorget.
    static var brawler: some View {
        Canvas {
            backdrop(rgb(0.99, 0.84, 0.42), rgb(0.93, 0.55, 0.26))
            Capsule().fill(rgb(0.93, 0.93, 0.95)).at(37, 24, 15, 44).rotationEffect(.degrees(-14), anchor: UnitPoint(x: 0.37, y: 0.46))
            Capsule().fill(rgb(0.93, 0.93, 0.95)).at(63, 24, 15, 44).rotationEffect(.degrees(14), anchor: UnitPoint(x: 0.63, y: 0.46))
            Capsule().fill(rgb(0.96, 0.66, 0.72)).at(37, 24, 7, 32).rotationEffect(.degrees(-14), anchor: UnitPoint(x: 0.37, y: 0.46))
            Capsule().fill(rgb(0.96, 0.66, 0.72)).at(63, 24, 7, 32).rotationEffect(.degrees(14), anchor: UnitPoint(x: 0.63, y: 0.46))
            Outline([(10, 104), (20, 82), (36, 76), (64, 76), (80, 82), (90, 104)]).fill(rgb(0.58, 0.62, 0.7)).at(50, 50, 100, 100)
            Circle().fill(rgb(0.93, 0.93, 0.95)).at(50, 56, 46, 44)
            Circle().fill(rgb(0.97, 0.6, 0.66).opacity(0.55)).at(37, 63, 8, 8)
            Circle().fill(rgb(0.97, 0.6, 0.66).opacity(0.55)).at(63, 63, 8, 8)
            eyes(y: 53, apart: 16, size: 6)
            Ellipse().fill(rgb(0.9, 0.45, 0.55)).at(50, 61, 7, 5)
            Capsule().fill(rgb(0.8, 0.16, 0.18)).at(50, 40, 44, 6)
        }
    }

    /// A barbarian in a horned helmet, with a red beard.
    static var barbarian: some View {
        Canvas {
            backdrop(rgb(0.78, 0.32, 0.22), rgb(0.4, 0.12, 0.1))
            Outline([(4, 104), (14, 78), (34, 70), (66, 70), (86, 78), (96, 104)]).fill(rgb(0.45, 0.3, 0.18)).at(50, 50, 100, 100)
            Ellipse().fill(skin).at(50, 52, 34, 40)
            Outline([(32, 52), (68, 52), (68, 72), (50, 90), (32, 72)]).fill(rgb(0.72, 0.34, 0.12)).at(50, 50, 100, 100)
            Ellipse().fill(skin).at(50, 60, 12, 6)
            eyes(y: 49, apart: 13, size: 4.5)
            Outline([(31, 46), (32, 30), (50, 22), (68, 30), (69, 46)]).fill(rgb(0.56, 0.58, 0.62)).at(50, 50, 100, 100)
            Outline([(33, 38), (20, 30), (13, 12), (24, 24), (36, 30)]).fill(rgb(0.96, 0.91, 0.8)).at(50, 50, 100, 100)
            Outline([(67, 38), (80, 30), (87, 12), (76, 24), (64, 30)]).fill(rgb(0.96, 0.91, 0.8)).at(50, 50, 100, 100)
            Capsule().fill(rgb(0.42, 0.44, 0.48)).at(50, 43, 40, 5)
        }
    }

    /// A dragoon in a crested dragon helm.
    static var dragoon: some View {
        Canvas {
            backdrop(rgb(0.47, 0.32, 0.72), rgb(0.18, 0.1, 0.38))
            Outline([(8, 104), (18, 80), (36, 72), (64, 72), (82, 80), (92, 104)]).fill(rgb(0.2, 0.26, 0.45)).at(50, 50, 100, 100)
            Outline([(50, 6), (58, 20), (50, 17), (42, 20)], curved: false).fill(rgb(0.95, 0.75, 0.25)).at(50, 50, 100, 100)
            Outline([(50, 16), (72, 28), (74, 58), (62, 76), (38, 76), (26, 58), (28, 28)]).fill(rgb(0.36, 0.47, 0.68)).at(50, 50, 100, 100)
            Outline([(26, 40), (12, 28), (24, 46)], curved: false).fill(rgb(0.95, 0.75, 0.25)).at(50, 50, 100, 100)
            Outline([(74, 40), (88, 28), (76, 46)], curved: false).fill(rgb(0.95, 0.75, 0.25)).at(50, 50, 100, 100)
            Capsule().fill(rgb(0.08, 0.08, 0.14)).at(50, 46, 32, 8)
            Capsule().fill(rgb(1, 0.85, 0.3)).at(43, 46, 6, 3)
            Capsule().fill(rgb(1, 0.85, 0.3)).at(57, 46, 6, 3)
            Ellipse().fill(skin).at(50, 63, 18, 12)
            Capsule().fill(rgb(0.6, 0.3, 0.28)).at(50, 65, 7, 2)
        }
    }
}

/// A translucent nameplate: dark at the bottom, a gold rule along the top, for drawing over a portrait.
struct OverlayDrawing: View {
    var body: some View {
        ZStack(alignment: .top) {
            LinearGradient(colors: [Color.black.opacity(0.15), Color.black.opacity(0.7)], startPoint: .top, endPoint: .bottom)
            Rectangle().fill(Color(red: 0.95, green: 0.78, blue: 0.3)).frame(height: 3)
            HStack(spacing: 18) {
                ForEach(0..<5, id: \.self) { _ in
                    Rectangle().fill(Color(red: 0.95, green: 0.78, blue: 0.3)).frame(width: 7, height: 7).rotationEffect(.degrees(45))
                }
            }
            .offset(y: 12)
        }
    }
}

/// A white star on a blue rounded square.
struct IconDrawing: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(
                LinearGradient(colors: [Color(red: 0.3, green: 0.6, blue: 1), Color(red: 0.1, green: 0.35, blue: 0.85)], startPoint: .top, endPoint: .bottom))
            Outline(
                [(50, 14), (59, 38), (86, 38), (64, 54), (72, 80), (50, 64), (28, 80), (36, 54), (14, 38), (41, 38)],
                curved: false
            )
            .fill(Color.white)
            .padding(6)
        }
    }
}

/// A dusk landscape: sky, sun, mountains and a lake, behind Kuchi's welcome screen.
struct WelcomeBackgroundDrawing: View {
    var body: some View {
        Canvas {
            LinearGradient(colors: [rgb(0.98, 0.62, 0.45), rgb(0.99, 0.85, 0.62)], startPoint: .top, endPoint: .bottom).at(50, 50, 100, 100)
            Circle().fill(rgb(1, 0.95, 0.8)).at(68, 34, 22, 22)
            Outline([(-5, 70), (20, 38), (34, 52), (52, 28), (76, 56), (88, 44), (108, 70)], curved: false).fill(rgb(0.5, 0.36, 0.55)).at(50, 50, 100, 100)
            Outline([(46, 40), (52, 28), (58, 40), (54, 38), (50, 41)], curved: false).fill(Color.white).at(50, 50, 100, 100)
            Rectangle().fill(rgb(0.36, 0.5, 0.7)).at(50, 85, 100, 30)
            Capsule().fill(rgb(1, 0.95, 0.8).opacity(0.6)).at(68, 78, 26, 2)
            Capsule().fill(rgb(1, 0.95, 0.8).opacity(0.4)).at(68, 84, 16, 2)
        }
    }
}
