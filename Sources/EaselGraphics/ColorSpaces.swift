import Foundation

/// Conversions into sRGB, the space Easel draws in, from the other spaces asset catalogs and `UIColor` name.
/// Results are not clamped here: `RGBA` clamps what falls outside sRGB's gamut (docs/Decisions.md).
package enum ColorSpaces {
    /// sRGB's transfer function, from encoded to linear light (IEC 61966-2-1), extended to negative values by
    /// symmetry as Apple's extended-range spaces are.
    package static func sRGBToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The inverse of ``sRGBToLinear(_:)``.
    package static func linearToSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Display P3 (SMPTE EG 432-1 primaries, D65 white, sRGB's transfer function) to sRGB: decode, map the
    /// linear components through P3 → XYZ → linear sRGB, encode.
    package static func displayP3ToSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        let linear = [sRGBToLinear(red), sRGBToLinear(green), sRGBToLinear(blue)]
        let mapped = linearP3ToLinearSRGB.map { row in row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2] }
        return (linearToSRGB(mapped[0]), linearToSRGB(mapped[1]), linearToSRGB(mapped[2]))
    }

    /// Linear-light sRGB components (`extended-linear-srgb`, `Color.RGBColorSpace.sRGBLinear`) encoded.
    package static func linearSRGBToSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        (linearToSRGB(red), linearToSRGB(green), linearToSRGB(blue))
    }

    /// A gray in Gray Gamma 2.2 (`gray-gamma-22`) as an sRGB gray: white^2.2 is its linear light.
    package static func grayGamma22ToSRGB(_ white: Double) -> Double {
        let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
        return linearToSRGB(linear)
    }

    /// Linear Display P3 to CIE XYZ (D65), from the P3 primaries red (0.680, 0.320), green (0.265, 0.690), blue
    /// (0.150, 0.060) and D65 white; the exact fractions are those CSS Color 4's conversion notes publish.
    private static let linearP3ToXYZ: [[Double]] = [
        [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
        [35783 / 156275, 247089 / 357200, 198249 / 2500400],
        [0, 32229 / 714400, 5220557 / 5000800],
    ]

    /// CIE XYZ (D65) to linear sRGB (primaries of ITU-R BT.709), as CSS Color 4 publishes it.
    private static let xyzToLinearSRGB: [[Double]] = [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ]

    /// The two above as one matrix: about [[1.2249, -0.2249, 0], [-0.0421, 1.0421, 0], [-0.0196, -0.0786, 1.0983]];
    /// each row sums to 1, so grays stay gray.
    private static let linearP3ToLinearSRGB: [[Double]] = (0..<3).map { row in
        (0..<3).map { column in (0..<3).reduce(0.0) { $0 + xyzToLinearSRGB[row][$1] * linearP3ToXYZ[$1][column] } }
    }
}
