import Foundation
import SwiftUI
import Testing

@testable import EaselTools

// Asset symbols (Xcode 15): the `ImageResource` and `ColorResource` members Xcode generates from asset catalogs,
// which `easel render` and `easel preview` generate for a file, and the views made from them. Expected names follow
// the rules seen in Xcode's generated files: lower camel case from the name's words, "Color" dropped from a color's
// name ("AccentColor" is `.accent`).
@Suite final class AssetSymbolsTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-asset-symbols-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let renderer = ImageRenderer(content: Color.orange.frame(width: 30, height: 20))
        renderer.scale = 1
        let png = try #require(renderer.pngData())
        let imageSet = catalog.appendingPathComponent("app-logo.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try png.write(to: imageSet.appendingPathComponent("logo.png"))
        try #"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            .write(to: imageSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let colorSet = catalog.appendingPathComponent("BrandColor.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x10","green":"0x20","blue":"0x30","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            .write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("Names become lower camel case symbols")
    func names() {
        #expect(AssetSymbols.identifier(for: "logo") == "logo")
        #expect(AssetSymbols.identifier(for: "GoogleLogo") == "googleLogo")
        #expect(AssetSymbols.identifier(for: "tiko_avatar") == "tikoAvatar")
        #expect(AssetSymbols.identifier(for: "app-icon 2") == "appIcon2")
        #expect(AssetSymbols.identifier(for: "URLIcon") == "urlIcon")
        #expect(AssetSymbols.identifier(for: "Icon-1024x1024") == "icon1024X1024")
        #expect(AssetSymbols.identifier(for: "3D") == "_3D")
        #expect(AssetSymbols.identifier(for: "default") == "`default`")
        #expect(AssetSymbols.identifier(for: "Brand/Primary") == "brandPrimary")
        #expect(AssetSymbols.identifier(for: "AccentColor", droppingSuffix: "Color") == "accent")
        #expect(AssetSymbols.identifier(for: "Color", droppingSuffix: "Color") == "color")
        #expect(AssetSymbols.identifier(for: "---") == nil)
    }

    @Test("The catalogs' image and color sets become ImageResource and ColorResource members; the file's own stay")
    func generated() {
        let source = AssetSymbols.source(forCatalogsIn: [folder.path, folder.path], besides: "")
        #expect(source.contains(#"static let appLogo = ImageResource(name: "app-logo", bundle: .main)"#))
        #expect(source.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: .main)"#))
        #expect(source.components(separatedBy: "appLogo").count == 2, "a folder given twice is read once")
        let besides = AssetSymbols.source(forCatalogsIn: [folder.path], besides: "extension ImageResource { static let appLogo = x }")
        #expect(!besides.contains("appLogo") && besides.contains("brand"))
        #expect(AssetSymbols.source(forCatalogsIn: [FileManager.default.temporaryDirectory.path + "/none"], besides: "").isEmpty)
    }

    @Test("Image and Color made from resources find the catalog's image and color")
    func views() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Image(ImageResource(name: "app-logo", bundle: .main)).accessibilityIdentifier("logo")
                Color(ColorResource(name: "BrandColor", bundle: .main)).frame(width: 10, height: 10)
            }
            .environment(\.imageDirectory, folder))
        #expect(host.frame(of: "logo")?.size == CGSize(width: 30, height: 20))
        #expect(host.diagnostics.isEmpty)
        let image = try pixels(HStack(spacing: 0) {
            Color(ColorResource(name: "BrandColor", bundle: .main)).frame(width: 10, height: 10)
        }.environment(\.imageDirectory, folder))
        #expect(image.at(5, 5, scale: 1) == rgb(0x10, 0x20, 0x30))
    }

    @Test("An image set inside a catalog's group folder gets a symbol, and the image drawn from it is found")
    func groupedImageSet() throws {
        // A group without "provides-namespace" files its sets under their own names, as Xcode does.
        let group = folder.appendingPathComponent("Assets.xcassets/Icons")
        let set = group.appendingPathComponent("badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("Assets.xcassets/app-logo.imageset/logo.png"), to: set.appendingPathComponent("badge.png"))
        let source = AssetSymbols.source(forCatalogsIn: [folder.path], besides: "")
        #expect(source.contains(#"static let badge = ImageResource(name: "badge", bundle: .main)"#))
        let host = ViewHost(
            Image(ImageResource(name: "badge", bundle: .main)).accessibilityIdentifier("badge").environment(\.imageDirectory, folder))
        #expect(host.frame(of: "badge")?.size == CGSize(width: 30, height: 20))
        #expect(host.diagnostics.isEmpty)
    }
}
