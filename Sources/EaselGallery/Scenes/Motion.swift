import Easel
import Foundation

private let chapter = "Motion"

/// A card that springs open: its size, corner radius, color and rotation move together, and the rows under it
/// are pushed down frame by frame.
struct SpringCard: View {
    @State private var open = false

    var body: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: open ? 28 : 14)
                .fill(open ? Color.orange : Color.blue)
                .frame(width: open ? 300 : 140, height: open ? 180 : 90)
                .rotationEffect(.degrees(open ? 0 : -6))
                .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.35)) { open.toggle() } }
                .accessibilityIdentifier("card")
            ForEach(1..<4) { row in
                Text("Row \(row)").padding(12).frame(maxWidth: .infinity).background(Color.gray.opacity(0.15))
            }
        }
        .padding()
    }
}

/// Rows that come and go: one slides out to the trailing edge while a new one slides in from the leading edge.
struct SlidingRows: View {
    @State private var rows = [1, 2, 3]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(rows, id: \.self) { row in
                Label("Message \(row)", systemImage: "envelope")
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                    .transition(.slide)
            }
            Button("Next") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    rows.removeFirst()
                    rows.append((rows.last ?? 0) + 1)
                }
            }
            .accessibilityIdentifier("next")
        }
        .padding()
    }
}

/// A heart that beats with keyframes, and a dot that pulses through phases.
struct Heartbeat: View {
    struct Beat {
        var scale = 1.0
        var lift = 0.0
    }

    var body: some View {
        HStack(spacing: 40) {
            KeyframeAnimator(initialValue: Beat()) { beat in
                Image(systemName: "heart.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.red)
                    .scaleEffect(beat.scale)
                    .offset(y: beat.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.25)
                    CubicKeyframe(0.9, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.35)
                }
                KeyframeTrack(\.lift) {
                    CubicKeyframe(-12, duration: 0.25)
                    CubicKeyframe(0, duration: 0.55)
                }
            }
            PhaseAnimator([0.6, 1.0, 0.8]) { size in
                Circle().fill(Color.green).frame(width: 40, height: 40).scaleEffect(size).opacity(size)
            } animation: { _ in
                .easeInOut(duration: 0.4)
            }
        }
        .padding(24)
    }
}

/// A card that opens into a detail view: the card's background and title are matched with the detail's, so they
/// grow and move into place while the rest of each view fades.
struct HeroCard: View {
    @Namespace private var hero
    @State private var open = false

    var body: some View {
        ZStack(alignment: .top) {
            // The stage fills the scene, so the card and the detail are placed in the same space.
            Color.clear
            if open {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Mountains").font(.largeTitle.bold())
                        .matchedGeometryEffect(id: "title", in: hero)
                    Text("A long walk above the tree line, with views of three valleys and a lake at the end of the day.")
                    Spacer()
                }
                .padding(24)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .background(Color.orange.matchedGeometryEffect(id: "card", in: hero))
                .onTapGesture { withAnimation(.spring(duration: 0.5)) { open = false } }
            } else {
                Text("Mountains").font(.headline)
                    .matchedGeometryEffect(id: "title", in: hero)
                    .padding()
                    .frame(width: 200, height: 120, alignment: .topLeading)
                    .background(Color.orange.matchedGeometryEffect(id: "card", in: hero))
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                    .padding(.top, 40)
                    .onTapGesture { withAnimation(.spring(duration: 0.5)) { open = true } }
                    .accessibilityIdentifier("hero-card")
            }
        }
        .frame(height: 360)
        .clipped()
    }
}

let motionScenes: [GalleryScene] = [
    GalleryScene(
        "motion-spring-card", "A card that springs open", chapter: chapter, width: 360,
        motion: .init(taps: ["card"], duration: 1.5),
        caption: "withAnimation(.spring(duration: 0.6, bounce: 0.35)): size, corner radius, color and rotation move together on one spring, overshooting once; the rows below follow the card's interpolated height frame by frame."
    ) { SpringCard() },
    GalleryScene(
        "motion-sliding-rows", "Rows that slide in and out", chapter: chapter, width: 360,
        motion: .init(taps: ["next"], duration: 1),
        caption: "A ForEach under withAnimation: the removed row stays in its place while it slides toward the trailing edge, the inserted one slides in from the leading edge (.transition(.slide))."
    ) { SlidingRows() },
    GalleryScene(
        "motion-heartbeat", "Keyframes and phases", chapter: chapter, width: 360,
        motion: .init(taps: [], duration: 2.4),
        caption: "KeyframeAnimator plays two tracks in parallel (a spring, cubic and linear scale; a cubic lift), looping; PhaseAnimator cycles a dot through three sizes, each phase's ease-in-out ending before the next begins."
    ) { Heartbeat() },
    GalleryScene(
        "motion-hero", "A card that opens into its detail", chapter: chapter, width: 360,
        motion: .init(taps: ["hero-card"], duration: 1),
        caption: "matchedGeometryEffect(id:in:) on the card's background and title: the detail's are laid out at frames moving from the card's to their own (in window space), so the title is offered its small frame at first and truncates until the spring opens it, as on iOS; the rest of each view fades."
    ) { HeroCard() },
]
