import Foundation
import SwiftUI
import Testing

@Suite("Rendering is deterministic")
struct DeterminismTests {
    @Test("the same view renders to the same bytes, in every format")
    func sameBytes() throws {
        let view = VStack {
            Text("Hello, Easel")
            Circle().fill(.blue).frame(width: 40, height: 40)
        }
        .padding()
        for format in RenderFormat.allCases {
            let first = try ViewHost(view).render(as: format, scale: 2)
            let second = try ViewHost(view).render(as: format, scale: 2)
            #expect(first == second, "\(format)")
            #expect(!first.isEmpty)
        }
    }
}
