import Easel
import Foundation
import Testing

/// Repairs that used to be silent now say what was repaired, and the repaired result is usable.
@Suite struct SilentFailureTests {
    @Test("A root that chooses an infinite width is drawn at the proposal's width, says so, and renders")
    func infiniteRoot() throws {
        // frame(minWidth: .infinity) chooses ∞ whatever it is offered (LayoutRules §2.2: the minimum wins), and
        // its ideal width is ∞ too; the proposal's 300 is the one finite width there is.
        let host = ViewHost(
            Color.red.frame(minWidth: .infinity).frame(height: 20), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(host.size == CGSize(width: 300, height: 20))
        #expect(host.diagnostics.contains { $0.message.contains("drawn at 300×20") })
        let png = try host.render(as: .png, scale: 1)
        #expect(png.count > 0)
    }

    struct NaNPlacer: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 50, height: 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: .nan, y: bounds.minY + 10), proposal: ProposedViewSize(width: 10, height: 10))
            }
        }
    }

    @Test("A custom layout that places a subview at NaN: reported, and the subview placed at the container's edge")
    func nonFinitePlacement() {
        let host = ViewHost(
            NaNPlacer { Color.red.accessibilityIdentifier("red") }.padding(5), proposal: .unspecified)
        #expect(host.frame(of: "red") == CGRect(x: 5, y: 15, width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.message.contains("non-finite position") })
    }

    @Test("Invalid scaleEffect and cornerRadius values are repaired with a diagnostic each")
    func invalidDrawingValues() {
        let scaled = ViewHost(Color.red.frame(width: 10, height: 10).scaleEffect(CGFloat.nan))
        #expect(scaled.diagnostics.contains { $0.message.contains("Invalid scaleEffect") })
        let rounded = ViewHost(Color.red.frame(width: 10, height: 10).cornerRadius(-4))
        #expect(rounded.diagnostics.contains { $0.message.contains("Invalid cornerRadius") })
        let negativeFont = ViewHost(Text("hidden").font(.system(size: -3)))
        #expect(negativeFont.diagnostics.contains { $0.message.contains("A font size of -3") })
        #expect(ViewHost(Text("shown").font(.system(size: 12))).diagnostics.isEmpty)
        // Valid values say nothing.
        #expect(ViewHost(Color.red.frame(width: 10, height: 10).scaleEffect(2).cornerRadius(3)).diagnostics.isEmpty)
    }
}

/// A layout that feeds its own size back into state never settles; the host bounds the work and says so.
@Suite struct FeedbackLoopTests {
    struct Feedback: View {
        @State var width: CGFloat = 100
        var body: some View {
            GeometryReader { proxy in
                let _ = { width = proxy.size.width + 40 }()
                Color.red
            }
            .frame(width: width, height: 10)
        }
    }

    @Test("A GeometryReader writing its own width into state: a bounded update and a diagnostic")
    func doesNotSettle() {
        let host = ViewHost(Feedback())
        _ = host.size
        #expect(host.diagnostics.contains { $0.message.contains("did not settle") })
    }
}
