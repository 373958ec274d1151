import Foundation

/// A structure that computes views on demand from a collection of identified data; each element's view is
/// a separate child of the enclosing container (spec §9).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        id = { $0.id }
    }

    /// Views for data identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        id = { $0 }
    }

    public static func _makeView(view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let inputs = inputs.pushing("ForEach")
        for element in view.data {
            view.content(element).makeView(inputs: inputs.pushing(id: view.id(element)), outputs: &outputs)
        }
    }
}
