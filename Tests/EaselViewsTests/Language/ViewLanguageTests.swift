import EaselViews
import Foundation
import SwiftUI
import Testing

/// The view language: builders, ForEach, Group, AnyView, modifiers and the environment. Layout numbers follow
/// LayoutRules §4.1 (8 between plain views) and §9 (ForEach and Group contribute separate children).
@Suite struct ViewLanguageTests {
    struct Item: Identifiable {
        let id: Int
        let width: CGFloat
    }

    struct Marker: ViewModifier {
        func body(content: Content) -> some View { content }
    }

    @Test("A view type's short name, as paths and tree dumps print it: no module, no generic arguments, the innermost of nested names")
    func viewTypeNames() {
        #expect(ViewTypeName.of(ModifiedContent<Text, Marker>.self) == "ModifiedContent")
        #expect(ViewTypeName.of(Marker.self) == "Marker")
        #expect(ViewTypeName.of(Item.self) == "Item")
        #expect(ViewTypeName.of(Text?.self) == "Optional")
        #expect(ViewTypeName.of(HStack<TupleView<(Text, Spacer)>>.self) == "HStack")
    }

    @Test("A path named by text keeps its own name, whatever other names were made since (names share storage)")
    func pathNames() {
        let root = ViewPath(parent: nil, label: .type(ViewLanguageTests.self))
        let names = (0..<300).map { "name\($0 % 150)" }
        let paths = names.map { ViewPath(parent: root, label: .text($0)) }
        #expect(paths.map(\.description) == names)
        #expect(ViewPath(parent: paths[7], label: .text("frame")).description == "name7/frame")
    }

    @Test("§9 ForEach over a range contributes one child per element, spaced like any children")
    func forEachRange() {
        let host = layOut(nil, nil) {
            HStack {
                ForEach(0..<3) { index in
                    box(10, 10).accessibilityIdentifier("item\(index)")
                }
            }
        }
        #expect(host.size == CGSize(width: 46, height: 10))
        #expect(host["item2"] == rect(36, 0, 10, 10))
    }

    @Test("§9 ForEach over identifiable data and over a key path")
    func forEachIdentified() {
        let items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
        let identifiable = layOut(nil, nil) {
            HStack(spacing: 0) { ForEach(items) { box($0.width, 10) } }
        }
        #expect(identifiable.size.width == 30)
        let keyed = layOut(nil, nil) {
            VStack(spacing: 0) { ForEach(items, id: \.id) { box($0.width, 10) } }
        }
        #expect(keyed.size == CGSize(width: 20, height: 20))
    }

    @Test("§9 Group, AnyView and nested builders flatten into the container")
    func flattening() {
        let host = layOut(nil, nil) {
            HStack(spacing: 1) {
                Group {
                    box(10, 10)
                    AnyView(box(10, 10))
                }
                box(10, 10)
            }
        }
        #expect(host.size.width == 32)
    }

    @Test("ViewBuilder: if/else and switch choose their branch; an absent optional adds nothing")
    func builderControlFlow() {
        enum Shape { case wide, tall }
        func make(_ shape: Shape, show: Bool) -> some View {
            HStack(spacing: 0) {
                switch shape {
                case .wide: box(40, 10)
                case .tall: box(10, 40)
                }
                if show {
                    box(5, 5)
                } else {
                    box(1, 1)
                }
                if !show { box(100, 100) }
            }
        }
        #expect(layOut(nil, nil) { make(.wide, show: true) }.size == CGSize(width: 45, height: 10))
        #expect(layOut(nil, nil) { make(.tall, show: false) }.size == CGSize(width: 111, height: 100))
    }

    @Test("ViewBuilder accepts more children than any fixed arity")
    func manyChildren() {
        let host = layOut(nil, nil) {
            HStack(spacing: 0) {
                box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1)
                box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1)
            }
        }
        #expect(host.size.width == 12)
    }

    @Test("TupleView made directly from a tuple contributes each element")
    func tupleView() {
        let host = layOut(nil, nil) { HStack(spacing: 0) { TupleView((box(3, 3), box(4, 4))) } }
        #expect(host.size == CGSize(width: 7, height: 4))
    }

    struct Framed: ViewModifier {
        let side: CGFloat
        func body(content: Content) -> some View {
            content.padding(side).background(Color.red)
        }
    }

    @Test("A custom ViewModifier's body wraps the content it is given")
    func customModifier() {
        let host = layOut(nil, nil) { box(10, 10).accessibilityIdentifier("c").modifier(Framed(side: 5)) }
        #expect(host.size == CGSize(width: 20, height: 20))
        #expect(host["c"] == rect(5, 5, 10, 10))
        let chained = layOut(nil, nil) { box(10, 10).modifier(Framed(side: 1).concat(Framed(side: 2))) }
        #expect(chained.size == CGSize(width: 16, height: 16))
    }

    struct Stacked: ViewModifier {
        func body(content: Content) -> some View {
            VStack(spacing: 0) { content }
        }
    }

    @Test("A custom modifier on a group sees the whole group as its content")
    func modifierOnGroup() {
        let host = layOut(nil, nil) {
            HStack(spacing: 0) {
                Group {
                    box(10, 10)
                    box(10, 10)
                }
                .modifier(Stacked())
            }
        }
        #expect(host.size == CGSize(width: 10, height: 20))
    }

    struct GapKey: EnvironmentKey {
        static let defaultValue: CGFloat = 3
    }

    struct GapReader: View {
        @Environment(\.gap) var gap
        var body: some View {
            HStack(spacing: gap) {
                box(10, 10)
                box(10, 10)
            }
        }
    }

    struct GapDoubler: ViewModifier {
        @Environment(\.gap) var gap
        func body(content: Content) -> some View {
            content.environment(\.gap, gap * 2)
        }
    }

    @Test("Environment: custom keys flow down, @Environment reads them, a modifier can rewrite them")
    func environmentFlows() {
        #expect(layOut(nil, nil) { GapReader() }.size.width == 23)
        #expect(layOut(nil, nil) { GapReader().environment(\.gap, 10) }.size.width == 30)
        #expect(layOut(nil, nil) { VStack { GapReader() }.environment(\.gap, 10) }.size.width == 30)
        #expect(layOut(nil, nil) { GapReader().modifier(GapDoubler()).environment(\.gap, 10) }.size.width == 40)
        #expect(layOut(nil, nil) { GapReader().transformEnvironment(\.gap) { $0 += 1 } }.size.width == 24)
    }

    @Test("Environment: displayScale and the values derived from it")
    func builtinEnvironment() {
        var environment = EnvironmentValues()
        #expect(environment.displayScale == 1)
        #expect(environment.pixelLength == 1)
        environment.displayScale = 2
        #expect(environment.pixelLength == 0.5)
        #expect(environment.dynamicTypeSize == .large)
        #expect(environment.colorScheme == .light)
    }

    @Test("@Environment outside a body reads the default")
    func environmentOutsideBody() {
        #expect(GapReader().gap == 3)
    }
}

extension EnvironmentValues {
    var gap: CGFloat {
        get { self[ViewLanguageTests.GapKey.self] }
        set { self[ViewLanguageTests.GapKey.self] = newValue }
    }
}
