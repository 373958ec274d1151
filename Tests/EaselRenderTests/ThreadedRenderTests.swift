import Easel
import EaselGallery
import Foundation
import Synchronization
import Testing

/// Separate hosts may render on separate threads: every gallery scene gives, on each of 8 threads at once and
/// on its second and third render in the process, the bytes of a render made alone.
@Suite struct ThreadedRenderTests {
    /// One scene's render, made on whatever thread calls it.
    static func render(_ view: AnyView, proposal: ProposedViewSize) -> Data? {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.imageDirectory = Gallery.artworkDirectory
        return try? ViewHost(view, proposal: proposal, environment: environment).render(as: .png, scale: 2)
    }

    // Run beside the rest of the parallel suite, whose fuzz trees draw text 10^7 times its size: such text once
    // made Cairo stop drawing the font for the rest of the process (LargeTextTests), and these renders came out
    // without their text.
    @MainActor
    @Test(
        "Every gallery scene rendered a second and a third time in the process gives the bytes of the first")
    func sameBytesAgain() {
        let scenes = Gallery.scenes
        let first = scenes.map { Self.render($0.make(), proposal: $0.proposal) }
        #expect(first.allSatisfy { ($0?.count ?? 0) > 100 })
        for _ in 0..<2 {
            for (index, scene) in scenes.enumerated() {
                let again = Self.render(scene.make(), proposal: scene.proposal)
                #expect(again == first[index], "\(scene.id)")
            }
        }
    }

    @MainActor
    @Test(
        "Every gallery scene rendered on 8 threads at once gives the bytes of a render made alone")
    func sameBytesEverywhere() throws {
        let scenes = Gallery.scenes
        let alone = scenes.map { Self.render($0.make(), proposal: $0.proposal) }
        // Each thread renders views made for it alone (scenes may hold objects of their own).
        struct Work: @unchecked Sendable {
            // Safety: each thread reads only its own row, made before the threads start and not changed after.
            let views: [[AnyView]]
        }
        let work = Work(views: (0..<8).map { _ in scenes.map { $0.make() } })
        let proposals = scenes.map(\.proposal)
        let results = Mutex([[Data?]](repeating: [], count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let rendered = zip(work.views[thread], proposals).map { Self.render($0, proposal: $1) }
            results.withLock { $0[thread] = rendered }
        }
        for (thread, rendered) in results.withLock({ $0 }).enumerated() {
            for (index, scene) in scenes.enumerated() {
                #expect(rendered[index] == alone[index], "thread \(thread), \(scene.id)")
            }
        }
    }

    struct SocialCard: View {
        let title: String
        var body: some View {
            Text(title).font(.largeTitle).bold().padding(48)
                .frame(width: 1200, height: 630).background(Color.indigo).foregroundStyle(.white)
        }
    }

    /// The README's server handler, as written there.
    func card(title: String) async throws -> Data {
        try ViewHost(SocialCard(title: title)).render(as: .png, scale: 1)
    }

    @Test(
        "The README's server handler renders off the main actor, from concurrent tasks, the same bytes")
    func serverHandler() async throws {
        let alone = try await card(title: "Hello")
        let many = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try await self.card(title: "Hello") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(many.count == 8)
        #expect(many.allSatisfy { $0 == alone })
    }
}
