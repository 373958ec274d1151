@_implementationOnly import CGEOS
import Foundation
import Synchronization

/// GEOS's functions that the path set operations call, found in the library when the first operation runs.
///
/// GEOS is a C++ library of some 5,000 exported symbols. Linked into every program, the dynamic loader
/// bound each of them at start, through the scope of all fifty libraries an Easel program loads: 6 ms of
/// a 15 ms process start (docs/Decisions.md, "GEOS opened on first use"). Most programs never call a set
/// operation, so the library is opened by `dlopen` the first time one does, and a program that never does
/// pays nothing. A missing library is not a crash: the operations draw nothing and the render says why.
struct GEOSLibrary: @unchecked Sendable {
    typealias Handle = OpaquePointer
    typealias Geometry = OpaquePointer
    typealias Sequence = OpaquePointer

    /// The library's name as Debian installs it (the runtime package of `libgeos-dev`).
    static let soname = "libgeos_c.so.1"

    /// The library, opened on first use; the failure says what could not be found.
    static let shared: Result<GEOSLibrary, LoadFailure> = load(soname)

    /// How many set operations have run without the library, so a render can tell its caller.
    static let operationsWithoutLibrary = Atomic<Int>(0)

    struct LoadFailure: Error, CustomStringConvertible {
        var description: String
    }

    let initialize: @convention(c) () -> Handle?
    let finish: @convention(c) (Handle?) -> Void
    let destroy: @convention(c) (Handle?, Geometry?) -> Void
    let createSequence: @convention(c) (Handle?, UInt32, UInt32) -> Sequence?
    let setXY: @convention(c) (Handle?, Sequence?, UInt32, Double, Double) -> Int32
    let createLineString: @convention(c) (Handle?, Sequence?) -> Geometry?
    let createEmptyPolygon: @convention(c) (Handle?) -> Geometry?
    let createCollection: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Geometry?>?, UInt32) -> Geometry?
    let unaryUnion: @convention(c) (Handle?, Geometry?) -> Geometry?
    let polygonize: @convention(c) (Handle?, UnsafePointer<Geometry?>?, UInt32) -> Geometry?
    let numberOfGeometries: @convention(c) (Handle?, Geometry?) -> Int32
    let geometry: @convention(c) (Handle?, Geometry?, Int32) -> Geometry?
    let pointOnSurface: @convention(c) (Handle?, Geometry?) -> Geometry?
    let getX: @convention(c) (Handle?, Geometry?, UnsafeMutablePointer<Double>?) -> Int32
    let getY: @convention(c) (Handle?, Geometry?, UnsafeMutablePointer<Double>?) -> Int32
    let clone: @convention(c) (Handle?, Geometry?) -> Geometry?
    let sequence: @convention(c) (Handle?, Geometry?) -> Sequence?
    let sequenceSize: @convention(c) (Handle?, Sequence?, UnsafeMutablePointer<UInt32>?) -> Int32
    let getXY: @convention(c) (Handle?, Sequence?, UInt32, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?)
        -> Int32
    let typeID: @convention(c) (Handle?, Geometry?) -> Int32
    let exteriorRing: @convention(c) (Handle?, Geometry?) -> Geometry?
    let numberOfInteriorRings: @convention(c) (Handle?, Geometry?) -> Int32
    let interiorRing: @convention(c) (Handle?, Geometry?, Int32) -> Geometry?
    let union: @convention(c) (Handle?, Geometry?, Geometry?) -> Geometry?
    let intersection: @convention(c) (Handle?, Geometry?, Geometry?) -> Geometry?
    let difference: @convention(c) (Handle?, Geometry?, Geometry?) -> Geometry?
    let symmetricDifference: @convention(c) (Handle?, Geometry?, Geometry?) -> Geometry?
    let normalize: @convention(c) (Handle?, Geometry?) -> Int32
    let lineMerge: @convention(c) (Handle?, Geometry?) -> Geometry?
    /// Width, segments a quarter circle, cap style, join style, mitre limit.
    let buffer: @convention(c) (Handle?, Geometry?, Double, Int32, Int32, Int32, Double) -> Geometry?

    /// Opens the library `name` and finds every function; the failure says which library or function is missing.
    static func load(_ name: String) -> Result<GEOSLibrary, LoadFailure> {
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(LoadFailure(description: "GEOS (\(name)) could not be opened: \(reason)"))
        }
        func find<Function>(_ symbol: String) throws(LoadFailure) -> Function {
            guard let address = dlsym(library, symbol) else {
                throw LoadFailure(description: "GEOS (\(name)) has no \(symbol); it is older than Easel needs")
            }
            return unsafeBitCast(address, to: Function.self)
        }
        do throws(LoadFailure) {
            return .success(try GEOSLibrary(
                initialize: find("GEOS_init_r"), finish: find("GEOS_finish_r"), destroy: find("GEOSGeom_destroy_r"),
                createSequence: find("GEOSCoordSeq_create_r"), setXY: find("GEOSCoordSeq_setXY_r"),
                createLineString: find("GEOSGeom_createLineString_r"),
                createEmptyPolygon: find("GEOSGeom_createEmptyPolygon_r"),
                createCollection: find("GEOSGeom_createCollection_r"), unaryUnion: find("GEOSUnaryUnion_r"),
                polygonize: find("GEOSPolygonize_r"), numberOfGeometries: find("GEOSGetNumGeometries_r"),
                geometry: find("GEOSGetGeometryN_r"), pointOnSurface: find("GEOSPointOnSurface_r"),
                getX: find("GEOSGeomGetX_r"), getY: find("GEOSGeomGetY_r"), clone: find("GEOSGeom_clone_r"),
                sequence: find("GEOSGeom_getCoordSeq_r"), sequenceSize: find("GEOSCoordSeq_getSize_r"),
                getXY: find("GEOSCoordSeq_getXY_r"), typeID: find("GEOSGeomTypeId_r"),
                exteriorRing: find("GEOSGetExteriorRing_r"), numberOfInteriorRings: find("GEOSGetNumInteriorRings_r"),
                interiorRing: find("GEOSGetInteriorRingN_r"), union: find("GEOSUnion_r"),
                intersection: find("GEOSIntersection_r"), difference: find("GEOSDifference_r"),
                symmetricDifference: find("GEOSSymDifference_r"), normalize: find("GEOSNormalize_r"),
                lineMerge: find("GEOSLineMerge_r"), buffer: find("GEOSBufferWithStyle_r")))
        } catch {
            dlclose(library)
            return .failure(error)
        }
    }

    /// The geometry type codes of GEOS's header.
    static let multiLineString = Int32(GEOS_MULTILINESTRING.rawValue)
    static let multiPolygon = Int32(GEOS_MULTIPOLYGON.rawValue)
    static let polygon = Int32(GEOS_POLYGON.rawValue)
    static let lineString = Int32(GEOS_LINESTRING.rawValue)
    static let linearRing = Int32(GEOS_LINEARRING.rawValue)
    static let geometryCollection = Int32(GEOS_GEOMETRYCOLLECTION.rawValue)
    static let multiPoint = Int32(GEOS_MULTIPOINT.rawValue)

    /// The buffer's cap and join styles of GEOS's header.
    static let roundCap = Int32(GEOSBUF_CAP_ROUND.rawValue), flatCap = Int32(GEOSBUF_CAP_FLAT.rawValue)
    static let squareCap = Int32(GEOSBUF_CAP_SQUARE.rawValue)
    static let roundJoin = Int32(GEOSBUF_JOIN_ROUND.rawValue), mitreJoin = Int32(GEOSBUF_JOIN_MITRE.rawValue)
    static let bevelJoin = Int32(GEOSBUF_JOIN_BEVEL.rawValue)
}

extension Path {
    /// How many set operations on paths have drawn nothing in this process because GEOS could not be opened,
    /// and why; a render compares the count before and after to tell its caller.
    package static var setOperationFailures: (count: Int, reason: String?) {
        let count = GEOSLibrary.operationsWithoutLibrary.load(ordering: .relaxed)
        guard count > 0, case .failure(let failure) = GEOSLibrary.shared else { return (count, nil) }
        return (count, failure.description)
    }
}
