// Easel: SwiftUI's view and layout system for Linux. Import this module (or, on Linux, `SwiftUI`) to write
// views in SwiftUI's own syntax; `ViewHost` lays them out, answers questions about the result and renders
// it; `ImageRenderer` turns a view into PNG, SVG or PDF bytes.
@_exported import EaselGeometry
@_exported import EaselGraphics
@_exported import EaselLayout
@_exported import EaselText
@_exported import EaselViews
// SwiftUI brings CGFloat, CGSize and the rest of Foundation's geometry with it; so does Easel.
@_exported import Foundation
// SwiftUI brings ObservableObject, @Published and @Observable with it; on Linux they come from OpenCombine and
// the toolchain's Observation module.
@_exported import Observation
@_exported import OpenCombine
