import Foundation

/// How a stored property's value is kept: a property-list value as itself, a `RawRepresentable` value as its raw
/// value, an optional as its value or no entry.
struct StoredValueCoding<Value> {
    /// The entry to store for a value; nil removes the key.
    let encode: (Value) -> Any?
    /// The value an entry holds, or nil when it holds something else (the property then reads its default).
    let decode: (Any) -> Value?
    /// Whether the value is a URL (Foundation's `UserDefaults` keeps a URL as its path).
    var isURL = false

    /// The value kept as itself.
    static var plain: StoredValueCoding<Value> {
        StoredValueCoding(encode: { $0 }, decode: { $0 as? Value }, isURL: Value.self == URL.self)
    }
}

extension StoredValueCoding where Value: RawRepresentable {
    /// The value kept as its raw value; a raw value that makes no value reads as the default.
    static var raw: StoredValueCoding<Value> {
        StoredValueCoding(encode: { $0.rawValue }, decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) })
    }
}

/// An optional value kept as the wrapped value's entry, nil as no entry.
func optionalCoding<Wrapped>(_ wrapped: StoredValueCoding<Wrapped>) -> StoredValueCoding<Wrapped?> {
    StoredValueCoding<Wrapped?>(
        encode: { value in value.flatMap(wrapped.encode) },
        decode: { entry in wrapped.decode(entry).map { Optional($0) } },
        isURL: wrapped.isURL)
}

/// Where a stored property's binding reads and writes: one key of a backend.
// Safety: its `let`s never change and `owner` is weak and set once; the values live in the backend, whose stores lock
// their own state (Foundation documents `UserDefaults` as thread-safe).
final class StoredValueLocation<Value>: Location<Value>, @unchecked Sendable {
    let backend: StorageBackend
    let key: String
    let defaultValue: Value
    let coding: StoredValueCoding<Value>
    /// The node of the view whose property this is; nil outside a host (reads then make nothing depend on them).
    private weak var owner: BodyNode?

    init(backend: StorageBackend, key: String, defaultValue: Value, coding: StoredValueCoding<Value>, owner: BodyNode?) {
        self.backend = backend
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
        self.owner = owner
    }

    override func get() -> Value { read(reader: owner?.graph?.evaluating) }
    override func peek() -> Value { read(reader: nil) }

    private func read(reader: BodyNode?) -> Value {
        let entry = backend.value(forKey: key, reader: reader, isURL: coding.isURL)
        return entry.flatMap(coding.decode) ?? defaultValue
    }

    override func set(_ newValue: Value) {
        let entry = coding.encode(newValue)
        // A value equal to the one shown is still stored (the key then holds it), but updates nothing.
        guard ValueComparison.equatable(read(reader: nil), newValue) != true else {
            backend.write(entry, forKey: key, updatesReaders: false)
            return
        }
        if let owner, let graph = owner.graph, let evaluating = graph.evaluating {
            graph.diagnose(
                "the stored value \"\(key)\" of \(owner.name) was modified while \(evaluating.name)'s body was being evaluated; the new value is kept but does not update the view",
                at: evaluating, fix: "change stored values in actions (buttons, onAppear, onChange, tasks), never in body")
            backend.write(entry, forKey: key, updatesReaders: false)
            return
        }
        backend.write(entry, forKey: key, updatesReaders: true)
    }

    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? StoredValueLocation<Value> else { return false }
        return key == other.key && backend == other.backend && ValueComparison.equal(defaultValue, other.defaultValue)
    }
}

/// What `@AppStorage` and `@SceneStorage` hold: the key, the default, how the value is kept, and, once the view is
/// installed in a host, where.
struct StoredValue<Value> {
    enum Scope {
        /// `@AppStorage`, with the store its code named, if any.
        case app(UserDefaults?)
        /// `@SceneStorage`: the host's scene store.
        case scene

        func isSame(as other: Scope) -> Bool {
            switch (self, other) {
            case (.scene, .scene): true
            case (.app(let first), .app(let second)): first === second
            default: false
            }
        }
    }

    let key: String
    let defaultValue: Value
    let coding: StoredValueCoding<Value>
    let scope: Scope
    private var installed: StoredValueLocation<Value>?

    init(key: String, defaultValue: Value, coding: StoredValueCoding<Value>, scope: Scope) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
        self.scope = scope
    }

    /// Where the value is read and written: the place the host gave it, or, outside a host, the process's store
    /// (`@AppStorage`) or a store of its own that forgets every write (`@SceneStorage`, as `@State` outside a view).
    var location: StoredValueLocation<Value> {
        installed
            ?? StoredValueLocation(backend: backend(in: nil), key: key, defaultValue: defaultValue, coding: coding, owner: nil)
    }

    /// The store the property uses in an environment: a `UserDefaults` its code named (`.standard` stands for the
    /// host's store: Easel never touches the machine's defaults), else the one `defaultAppStorage` chose, else the
    /// host's; `@SceneStorage` always uses the host's scene store.
    private func backend(in environment: EnvironmentValues?) -> StorageBackend {
        let stores = environment?.storedValues ?? StoredValuesEnvironment()
        switch scope {
        case .scene:
            return .store(stores.sceneStore ?? AppStorageStore())
        case .app(.some(let defaults)):
            return defaults === UserDefaults.standard ? stores.hostStore : .defaults(defaults)
        case .app(.none):
            return stores.defaultAppStorage ?? stores.hostStore
        }
    }

    mutating func install(_ context: PropertyContext) {
        installed = StoredValueLocation(
            backend: backend(in: context.environment), key: key, defaultValue: defaultValue, coding: coding,
            owner: context.node)
    }

    /// The key, the default and the store say what the view shows; the value itself is read from the store.
    func isSameInput(as other: StoredValue<Value>) -> Bool {
        key == other.key && scope.isSame(as: other.scope) && ValueComparison.equal(defaultValue, other.defaultValue)
    }
}

/// The stores a host gives its views, and the one `defaultAppStorage` chose for the views below it.
struct StoredValuesEnvironment: Equatable {
    var appStore: AppStorageStore?
    var sceneStore: AppStorageStore?
    var defaultAppStorage: StorageBackend?

    /// The host's store for `@AppStorage` (the process's outside a host): what `.standard` and no store mean.
    var hostStore: StorageBackend { .store(appStore ?? AppStorageStore.shared) }

    static func == (a: StoredValuesEnvironment, b: StoredValuesEnvironment) -> Bool {
        a.appStore === b.appStore && a.sceneStore === b.sceneStore && a.defaultAppStorage == b.defaultAppStorage
    }
}

private struct StoredValuesKey: EnvironmentKey {
    static var defaultValue: StoredValuesEnvironment { StoredValuesEnvironment() }
}

extension EnvironmentValues {
    /// The host's stores for `@AppStorage` and `@SceneStorage` (none outside a host).
    var storedValues: StoredValuesEnvironment {
        get { self[StoredValuesKey.self] }
        set { self[StoredValuesKey.self] = newValue }
    }
}
