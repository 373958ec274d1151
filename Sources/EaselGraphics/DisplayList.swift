import Foundation

/// What a view tree draws, as backend-neutral commands in painter's order (docs/Architecture.md, "The flow", step 3).
///
/// Coordinates are in points, in the root view's space, already snapped to the pixel grid of the scale the
/// list was made for. Backends consume this and nothing else: the Cairo backend turns one list into PNG,
/// SVG or PDF, and debug overlays are just more commands.
package struct DisplayList: Sendable {
    package var items: [DisplayItem] = []

    package init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    package var isEmpty: Bool { items.isEmpty }

    package mutating func append(_ item: DisplayItem) { items.append(item) }

    package mutating func append(contentsOf list: DisplayList) { items.append(contentsOf: list.items) }

    /// Wraps the list in a group effect, unless it draws nothing.
    package mutating func append(_ effect: DisplayEffect, _ content: DisplayList) {
        guard !content.isEmpty else { return }
        items.append(.group(effect, content))
    }
}

/// One drawing command.
package indirect enum DisplayItem: Sendable {
    /// Fills the inside of a path.
    case fill(Path, Paint, FillRule)
    /// Traces a path's outline, centered on it.
    case stroke(Path, Paint, StrokeStyle)
    /// Draws positioned glyphs of one font.
    case glyphs(GlyphRun)
    /// Draws a bitmap into a rectangle.
    case image(ImageDrawing)
    /// Draws a list with an effect applied to it as a whole.
    case group(DisplayEffect, DisplayList)
    /// Draws a list's items where this item stands, as if they were written here: how a view's commands kept
    /// from an earlier draw are shared by the next list without copying them one by one.
    case list(DisplayList)
}

/// How a fill decides what is inside a path.
package struct FillRule: Hashable, Sendable {
    package var evenOdd: Bool
    package var antialiased: Bool

    package init(evenOdd: Bool = false, antialiased: Bool = true) {
        self.evenOdd = evenOdd
        self.antialiased = antialiased
    }
}

/// An effect applied to a group of commands as one layer.
package enum DisplayEffect: Sendable {
    /// Maps the group's coordinates through a transform.
    case transform(CGAffineTransform)
    /// Maps the group's coordinates through a projective transform with a perspective part (an affine one is
    /// a `transform`): the group is rasterized and its pixels warped (`rotation3DEffect`, `projectionEffect`).
    case projection(ProjectionTransform)
    /// Draws only inside a path.
    case clip(Path, FillRule)
    /// Composites the group at an opacity.
    case opacity(Double)
    /// Draws a blurred, offset copy of the group's coverage in a color behind it.
    case shadow(Shadow)
    /// Draws the group only where the mask list has coverage, scaled by the mask's alpha.
    case mask(DisplayList)
    /// Draws the group through a raster filter: a blur or a color adjustment of its pixels.
    case filter(RasterFilter)
    /// Composites the group as one layer with what is behind it by a blend mode.
    case blend(CompositingOperator)
}

/// How a layer combines with what is behind it: the blend modes of the PDF and CSS compositing model.
package enum CompositingOperator: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    /// The sum of the colors, clamped (additive light).
    case plusLighter
    /// Darker by how far each is from white: `max(0, 1 - ((1 - back) + (1 - front)))`.
    case plusDarker
}

/// A change to every pixel a group draws, applied to its rasterized image.
package enum RasterFilter: Hashable, Sendable {
    /// A Gaussian blur of standard deviation `radius` points, color and alpha alike.
    case blur(radius: CGFloat)
    /// A Gaussian blur that does not fade at the edges of `bounds` (the view's frame, in the group's
    /// coordinates): pixels beyond them are taken to repeat the edge ones, and the result is cut to them.
    case opaqueBlur(radius: CGFloat, bounds: CGRect)
    /// Colors scaled toward (amount < 1) or away from (amount > 1) their luminance; 0 is gray.
    case saturation(Double)
    /// `amount` added to each color channel (−1…1).
    case brightness(Double)
    /// Colors scaled about middle gray by `amount`.
    case contrast(Double)
    /// Hues turned by `radians` around the gray axis, luminance kept (the SVG/CSS `hueRotate` matrix).
    case hueRotation(Double)
    /// Each color channel multiplied by the color's (straight, 0…1).
    case multiply(red: Double, green: Double, blue: Double)
    /// Each color channel moved toward its complement by `amount`: 1 replaces it by 1 − value, 0.5 makes gray.
    case invert(Double)
    /// Black, with the luminance of the straight color as alpha (the SVG feColorMatrix `luminanceToAlpha`:
    /// 0.2125 R + 0.7154 G + 0.0721 B); the pixel's own alpha is not used.
    case luminanceToAlpha
    /// Each pixel whose alpha lies in `min...max` (0…1) replaced by the color, every other pixel made transparent.
    case alphaThreshold(min: Double, max: Double, color: RGBA)
    /// Each pixel's straight (unpremultiplied) red, green, blue and alpha times a 4×5 matrix, row by row
    /// (r1…r5, g1…g5, b1…b5, a1…a5), the fifth column added: `GraphicsContext.Filter.colorMatrix`.
    case colorMatrix([Float])
}

/// A drop shadow: the group's alpha, blurred by a Gaussian of standard deviation `radius`, offset and
/// tinted.
package struct Shadow: Hashable, Sendable {
    package var color: RGBA
    package var radius: CGFloat
    package var offset: CGSize

    package init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
