import Foundation
import SwiftUI
import Testing

private struct Scene: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Easel renders").font(.title).bold()
            HStack {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 80, height: 40)
                Capsule().strokeBorder(Color.green, lineWidth: 4).frame(width: 60, height: 40)
            }
            Text("Button").padding(.horizontal, 16).padding(.vertical, 8).background(Color.blue, in: Capsule())
                .foregroundColor(.white).shadow(radius: 3, y: 2)
        }
        .padding(20).background(Color.white)
    }
}

@Suite("SVG and PDF draw what PNG draws")
struct FormatTests {
    @Test("SVG rendered by rsvg-convert matches the PNG")
    func svg() throws {
        let host = ViewHost(Scene())
        let png = try Pixels(png: try host.render(as: .png, scale: 2))
        let svgData = try host.render(as: .svg, scale: 2)
        #expect(String(decoding: svgData.prefix(5), as: UTF8.self) == "<?xml")
        let svg = try Pixels(svg: svgData, width: png.width, height: png.height)
        #expect(svg.meanDifference(from: png) < 1.5)
        #expect(svg.at(40, 80, scale: 2) == png.at(40, 80, scale: 2))
    }

    @Test("PDF rendered by pdftoppm matches the PNG, and its text can be extracted")
    func pdf() throws {
        let host = ViewHost(Scene())
        let png = try Pixels(png: try host.render(as: .png, scale: 2))
        let pdfData = try host.render(as: .pdf, scale: 2)
        let page = try Pixels(pdf: pdfData, scale: 2)
        #expect(page.width == png.width && page.height == png.height)
        #expect(page.meanDifference(from: png) < 1.5)
        let text = String(decoding: try tool("pdftotext", ["-", "-"], input: pdfData), as: UTF8.self)
        #expect(text.contains("Easel renders"))
        #expect(text.contains("Button"))
    }

    @Test("the same view renders to the same bytes, in every format, at every scale")
    func deterministic() throws {
        for format in RenderFormat.allCases {
            for scale in [1.0, 3.0] {
                let first = try ViewHost(Scene()).render(as: format, scale: scale)
                let second = try ViewHost(Scene()).render(as: format, scale: scale)
                #expect(first == second, "\(format) at \(scale)x")
            }
        }
    }
}

@Suite("Text is drawn from its measured glyphs")
struct TextDrawingTests {
    @Test("text's ink lies inside its frame and spans it, in its color, at every scale", arguments: [1.0, 2.0, 3.0])
    func inkInFrame(scale: CGFloat) throws {
        let view = Text("Measured").foregroundColor(.red).accessibilityIdentifier("text").padding(10).background(Color.white)
        let host = ViewHost(view, environment: { var e = EnvironmentValues(); e.displayScale = scale; return e }())
        let image = try Pixels(png: try host.render(as: .png, scale: scale))
        let frame = try #require(host.frame(of: "text"))
        var ink = CGRect.null
        var reddest = rgb(255, 255, 255)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != IOS.white {
                ink = ink.union(CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: 1 / scale, height: 1 / scale))
                if image[x, y].g < reddest.g { reddest = image[x, y] }
            }
        }
        #expect(frame.insetBy(dx: -0.5, dy: -0.5).contains(ink))
        // The glyphs span the measured width but for the side bearings of the first and last letters.
        #expect(ink.width > frame.width - 3 && ink.width <= frame.width + 1)
        #expect(reddest.isClose(to: IOS.red, tolerance: 2))
    }
}

@Suite("Debug overlays")
struct DebugOverlayTests {
    @Test("padding is tinted and frames are outlined, over the view's own drawing")
    func overlays() throws {
        let host = ViewHost(Color.white.frame(width: 20, height: 20).padding(10).background(Color.white))
        let plain = try Pixels(png: try host.render(as: .png))
        let padded = try Pixels(png: try host.render(as: .png, debug: .padding))
        #expect(plain[5, 5] == IOS.white)
        #expect(padded[5, 5] != IOS.white && padded[5, 5].r == 255)
        #expect(padded[20, 20] == IOS.white)
        let bounds = try Pixels(png: try host.render(as: .png, debug: .layoutBounds))
        #expect(bounds[10, 20].b > bounds[10, 20].r)
        #expect(bounds[20, 20] == IOS.white)
    }
}

@Suite("Bad input to the renderer")
struct RenderBadInputTests {
    @Test("a zero-size view cannot be rendered: a clear error, and ImageRenderer returns nil with a diagnostic")
    func zeroSize() {
        #expect {
            try ViewHost(EmptyView()).render()
        } throws: { error in
            "\(error)".contains("nothing to render")
        }
        let renderer = ImageRenderer(content: Color.red.frame(width: 0, height: 10))
        #expect(renderer.pngData() == nil)
        #expect(renderer.diagnostics.contains { $0.message.contains("nothing to render") })
    }

    @Test("a 20,000-point view is refused with a clear error before anything is allocated")
    func huge() {
        let host = ViewHost(Color.red.frame(width: 20_000, height: 20_000))
        for format in RenderFormat.allCases {
            #expect {
                try host.render(as: format)
            } throws: { error in
                "\(error)".contains("exceeds Easel's limit")
            }
        }
    }

    @Test("an invalid scale is refused; a view drawn far outside the canvas leaves it blank")
    func scaleAndFarAway() throws {
        #expect(throws: RenderError.self) { try ViewHost(Color.red.frame(width: 4, height: 4)).render(scale: 0) }
        #expect(throws: RenderError.self) { try ViewHost(Color.red.frame(width: 4, height: 4)).render(scale: .nan) }
        let image = try pixels(
            Color.red.frame(width: 10, height: 10).offset(x: 1e7, y: -1e7).frame(width: 20, height: 20).background(Color.white))
        #expect(image[10, 10] == IOS.white)
    }

    @Test("non-finite drawing arguments are reported and repaired, never a crash")
    func nonFinite() throws {
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 10, height: 10).opacity(.nan)
                Color.red.frame(width: 10, height: 10).shadow(radius: .infinity)
                Rectangle().stroke(Color.blue, lineWidth: -1).frame(width: 10, height: 10)
                Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 1, dash: [.nan])).frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10).rotationEffect(.radians(.nan)).scaleEffect(.infinity)
            })
        _ = try host.render()
        #expect(host.diagnostics.count >= 4)
    }

    @Test("writing a file that cannot be rendered leaves no file behind")
    func noHalfWrittenFile() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-\(UUID().uuidString).png")
        #expect(throws: RenderError.self) { try ViewHost(EmptyView()).write(to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}

@Suite("README")
struct ReadmeRenderingTests {
    private struct Badge: View {
        var body: some View {
            HStack {
                Circle().frame(width: 24, height: 24)
                Color.blue.frame(height: 24)
                Spacer()
            }
            .padding()
        }
    }

    @Test("the rendering example runs as written")
    func example() throws {
        let host = ViewHost(Badge(), proposal: ProposedViewSize(width: 320, height: nil))
        let png = try host.render(as: .png, scale: 2)
        #expect(try Pixels(png: png).width == 640)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("badge-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try host.write(to: url)
        #expect(try Data(contentsOf: url).starts(with: Data("%PDF".utf8)))
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 3
        #expect(renderer.pngData() != nil)
    }
}
