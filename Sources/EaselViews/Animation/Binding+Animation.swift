import Foundation

extension Binding {
    /// Specifies an animation to perform when the binding value changes: a control that writes through the
    /// returned binding (a toggle, a slider) makes its change as `withAnimation(animation)` would.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// Specifies a transaction for the binding: every write through the returned binding is made in it.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(get: { base.wrappedValue }, set: { value in withTransaction(transaction) { base.wrappedValue = value } })
    }
}
