import Easel

/// A typical animated screen (issue 21): a list of twelve cards, one of which springs open when tapped, pushing
/// the cards below it down frame by frame.
public struct SpringCardList: View {
    @State private var open: Int?

    public init() {}

    public var body: some View {
        VStack(spacing: 10) {
            ForEach(0..<12) { index in
                HStack(spacing: 12) {
                    Circle().fill(Color.blue.opacity(0.3)).frame(width: 40, height: 40)
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Card \(index)").font(.headline)
                        Text("A line of detail under the title").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                .padding(12)
                .frame(height: open == index ? 160 : 64, alignment: .top)
                .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: open == index ? 20 : 12))
                .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { open = open == index ? nil : index } }
                .accessibilityIdentifier("card\(index)")
            }
        }
        .padding()
        .frame(width: 393, height: 1100, alignment: .top)
    }
}
