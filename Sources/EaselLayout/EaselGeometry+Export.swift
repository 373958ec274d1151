// The geometry this module shares with the other modules of the flow (CGAffineTransform), visible to every
// module that imports this one.
@_exported import EaselGeometry
