import EaselGraphics
import EaselLayout
import EaselText
import Foundation

/// A symbol drawn in layers for the hierarchical and palette rendering modes: an enclosed symbol
/// (`person.circle.fill`, `plus.square`) is its enclosure, the secondary layer, under the symbol inside it, the
/// primary layer. Easel's stand-ins are single glyphs, so the layers are drawn by Easel: the enclosure as a
/// shape in the proportions of the icon font's own enclosed icons, the inner symbol as its glyph at 0.6 of
/// the symbol's side (docs/Decisions.md, "Symbol scales and rendering modes"). An enclosed name whose stand-in
/// would otherwise drop its enclosure (`heart.circle.fill` has no Material icon of its own) is drawn this way in
/// every mode, in one style when monochrome, its inner symbol cut out of a filled enclosure.
struct SymbolLayers {
    enum Enclosure: String { case circle, square, rectangle }

    let enclosure: Enclosure
    /// Whether the enclosure is filled (`.circle.fill`) rather than outlined (`.circle`).
    let isFilled: Bool
    /// The glyph of the symbol inside: the filled form inside a filled enclosure when the font has one.
    let inner: SymbolCatalog.Symbol

    /// The layers of an enclosed symbol's name, or nil when the name has no enclosure or its inner symbol has
    /// no stand-in (it is then drawn as one glyph).
    init?(name: String) {
        var components = name.split(separator: ".").map(String.init)
        let isFilled = components.last == "fill"
        if isFilled { components.removeLast() }
        guard components.count > 1, let last = components.last, let enclosure = Enclosure(rawValue: last) else { return nil }
        components.removeLast()
        // `person.crop` is the person as an enclosure crops it: the person itself stands in.
        let inner = components.joined(separator: "."), uncropped = components.filter { $0 != "crop" }.joined(separator: ".")
        let candidates = (isFilled ? [inner + ".fill", inner, uncropped + ".fill", uncropped] : [inner, uncropped])
        guard let symbol = candidates.lazy.compactMap({ SymbolCatalog.symbol(named: $0) }).first else { return nil }
        self.enclosure = enclosure
        self.isFilled = isFilled
        self.inner = symbol
    }

    /// The inner symbol's side relative to the whole symbol's.
    static let innerScale: CGFloat = 0.6

    /// Draws the enclosure in `secondary` and the inner symbol in `primary` inside a symbol's frame; with
    /// `knockout`, the inner symbol is cut out of a filled enclosure instead (one layer, as monochrome draws it).
    func draw(in frame: CGRect, primary: Paint, secondary: Paint, knockout: Bool = false, into list: inout DisplayList) {
        let side = min(frame.width, frame.height)
        // The icon font's enclosed icons on their 24-unit grid: a circle 20 across, a square 18 with corners
        // of 2, a rectangle 20 by 16; outlines 2 units wide.
        let unit = side / 24
        let (width, height, radius): (CGFloat, CGFloat, CGFloat) = switch enclosure {
        case .circle: (20 * unit, 20 * unit, 10 * unit)
        case .square: (18 * unit, 18 * unit, 2 * unit)
        case .rectangle: (20 * unit, 16 * unit, 2 * unit)
        }
        let line = 2 * unit
        var shape = CGRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        if !isFilled { shape = shape.insetBy(dx: line / 2, dy: line / 2) }
        let path = enclosure == .circle
            ? Path(ellipseIn: shape)
            : Path(roundedRect: shape, cornerRadius: isFilled ? radius : max(radius - line / 2, 0))
        let innerSide = side * Self.innerScale
        let innerFrame = CGRect(x: frame.midX - innerSide / 2, y: frame.midY - innerSide / 2, width: innerSide, height: innerSide)
        if isFilled && knockout {
            // Cut out inside a group of its own, so that the cut shows what is behind the symbol.
            var cut = DisplayList()
            Self.drawGlyph(inner, in: innerFrame, paint: .color(RGBA(0, 0, 0)), into: &cut)
            var layer = DisplayList()
            layer.append(.fill(path, secondary, FillRule()))
            layer.append(.group(.blend(.destinationOut), cut))
            return list.append(.group(.opacity(1), layer))
        }
        if isFilled {
            list.append(.fill(path, secondary, FillRule()))
        } else {
            list.append(.stroke(path, secondary, StrokeStyle(lineWidth: line)))
        }
        Self.drawGlyph(inner, in: innerFrame, paint: primary, into: &list)
    }

    /// A symbol's glyph with its em square filling the smaller side of the frame, centered.
    static func drawGlyph(_ symbol: SymbolCatalog.Symbol, in frame: CGRect, paint: Paint, into list: inout DisplayList) {
        guard let glyph = symbol.face.glyph(for: symbol.scalar) else { return list.append(contentsOf: .placeholder(in: frame)) }
        let side = min(frame.width, frame.height)
        let metrics = symbol.face.metrics
        let em = side / max(metrics.ascender + metrics.descender, 0.01)
        let origin = CGPoint(x: frame.midX - em / 2, y: frame.midY - side / 2 + metrics.ascender * em)
        list.append(.glyphs(GlyphRun(
            fontPath: symbol.face.path, faceIndex: symbol.face.index, size: em, syntheticItalic: false,
            glyphs: [glyph], positions: [origin], paint: paint, text: "")))
    }
}
