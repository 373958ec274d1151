import EaselTesting
import Foundation
import SnapshotTesting
import SwiftUI
import Testing

// One scene per drawing feature, compared with references that were looked at before they were committed
// (__Snapshots__/SnapshotTests). A missing reference is recorded and the test fails; CI never records.

private struct ShapesScene: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Rectangle().fill(Color.red)
                RoundedRectangle(cornerRadius: 12).fill(Color.orange)
                Capsule().fill(Color.green)
                Ellipse().fill(Color.blue)
                Circle().fill(Color.purple)
            }
            .frame(height: 50)
            HStack(spacing: 16) {
                Rectangle().stroke(Color.red, lineWidth: 6)
                RoundedRectangle(cornerRadius: 12).strokeBorder(Color.orange, lineWidth: 6)
                Capsule().stroke(Color.green, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                Triangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                Triangle().stroke(Color.purple, style: StrokeStyle(lineWidth: 6, lineJoin: .bevel))
            }
            .frame(height: 50)
            HStack {
                Text("border").padding(6).border(Color.gray)
                Divider().frame(height: 30)
                Text("background").padding(6).background(Color.yellow.opacity(0.4), in: RoundedRectangle(cornerRadius: 6))
            }
        }
        .padding(20)
        .frame(width: 420)
        .background(Color.white)
    }
}

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY + 4))
            path.addLine(to: CGPoint(x: rect.maxX - 4, y: rect.maxY - 4))
            path.addLine(to: CGPoint(x: rect.minX + 4, y: rect.maxY - 4))
            path.closeSubpath()
        }
    }
}

private struct GradientScene: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 4, endRadius: 50))
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
            Text("Aa").font(.system(size: 60, weight: .heavy))
                .foregroundStyle(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
        }
        .frame(width: 440, height: 100)
        .padding(16)
        .background(Color.white)
    }
}

private struct TextScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Large Title").font(.largeTitle).bold()
            Text("Headline in semibold").font(.headline)
            Text("Body text wraps onto as many lines as it needs when its width is limited, as SwiftUI's does.")
            Text("A single line that is truncated at its tail because it is long").lineLimit(1)
            Text("Centered\nmultiline text").multilineTextAlignment(.center).frame(maxWidth: .infinity)
            (Text("Mixed ").foregroundColor(.red) + Text("styles ").italic() + Text("in one text").bold().foregroundColor(.blue))
            HStack { Image(systemName: "star.fill").foregroundColor(.orange); Text("Symbols, emoji 🎨 and 日本語 fall back") }
            Text("Caption, secondary").font(.caption).foregroundColor(.secondary)
        }
        .padding(20)
        .frame(width: 360)
        .background(Color.white)
    }
}

private struct EffectsScene: View {
    var body: some View {
        HStack(spacing: 24) {
            Color.blue.frame(width: 60, height: 60).opacity(0.4)
            Color.white.frame(width: 60, height: 60).cornerRadius(12).shadow(radius: 8, y: 4)
            Color.green.frame(width: 60, height: 60).rotationEffect(.degrees(20))
            Color.orange.frame(width: 60, height: 60).scaleEffect(0.6)
            Color.purple.frame(width: 60, height: 60).clipShape(Circle())
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 60, height: 60)
                .mask(Text("Mask").font(.title2).bold())
        }
        .padding(24)
        .background(Color(white: 0.95))
    }
}

private struct DebugScene: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Baseline").font(.title)
            Text("guides").padding(8).background(Color.yellow.opacity(0.3))
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.firstTextBaseline) { $0[.bottom] - 4 }
        }
        .padding(12)
        .background(Color.white)
    }
}

@Suite("Image snapshots")
struct SnapshotTests {
    @Test("shapes: fills, strokes, dashes, caps, joins, borders, a hairline and a shaped background")
    func shapes() {
        assertSnapshot(of: ShapesScene(), as: .png(scale: 2))
    }

    @Test("gradients: linear, radial, angular, and gradient text")
    func gradients() {
        assertSnapshot(of: GradientScene(), as: .png(scale: 2))
    }

    @Test("text: styles, wrapping, truncation, alignment, mixed runs, symbols and fallback fonts")
    func text() {
        assertSnapshot(of: TextScene(), as: .png(scale: 2))
    }

    @Test("effects: opacity, shadow, rotation, scale, clip shape and mask")
    func effects() {
        assertSnapshot(of: EffectsScene(), as: .png(scale: 2))
    }

    @Test("debug overlays: bounds, padding, baselines and alignment guides")
    func debugOverlays() throws {
        let data = try ViewHost(DebugScene(), environment: { var e = EnvironmentValues(); e.displayScale = 2; return e }())
            .render(as: .png, scale: 2, debug: .all)
        assertSnapshot(of: data, as: .easelPNG())
    }

    @Test("the SVG and layout-tree strategies")
    func textStrategies() {
        let view = HStack { Color.red.frame(width: 20, height: 20); Text("Hi") }.padding(4)
        assertSnapshot(of: view, as: .svg())
        assertSnapshot(of: view, as: .layoutTree())
    }
}
