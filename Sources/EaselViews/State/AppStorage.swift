import Foundation

// `@AppStorage` and `@SceneStorage` keep their values in stores the host owns, never in the machine's user defaults
// (docs/Decisions.md, "Where `@AppStorage` keeps its values"). A store maps keys to property-list values; a body
// that reads a key depends on it, in every host using the store, as a body that reads `@State` depends on the state.

/// A store of the values `@AppStorage` and `@SceneStorage` read and write: keys to property-list values (`Bool`,
/// `Int`, `Double`, `String`, `URL`, `Data`, `Date`). A `RawRepresentable` value is kept as its raw value; an
/// optional property set to nil removes its key.
///
/// Easel never reads or writes the machine's `UserDefaults` on its own. A host's `@AppStorage` properties use
/// `ViewHost.appStorage`, by default `AppStorageStore.shared`: one store for the whole process, so a value outlives
/// the host that wrote it, as a user default outlives an app's scene. A test presets values through the subscript,
/// or gives its host a store of its own (`ViewHost(view, appStorage: AppStorageStore())`) to start from nothing.
///
/// Setting a value through the subscript updates every view that read it, in every host using the store, at the
/// host's next update. An entry of another type than a property's reads as the property's default value.
// Safety: `values` is read and written only under `lock`; `readers` locks its own state.
public final class AppStorageStore: @unchecked Sendable {
    /// The process's store: the one every host uses unless it is given another.
    public static let shared = AppStorageStore()

    private let lock = NSLock()
    private var values: [String: Any]
    private let readers = StoredValueReaders()

    /// An empty store.
    public init() {
        values = [:]
    }

    /// A store holding these values.
    public init(_ values: [String: Any]) {
        self.values = values
    }

    /// The value stored for `key`, or nil. Setting nil removes the key.
    public subscript(key: String) -> Any? {
        get { lock.withLock { values[key] } }
        set { write(newValue, forKey: key, updatesReaders: true) }
    }

    /// The keys that hold a value, sorted.
    public var keys: [String] {
        lock.withLock { values.keys.sorted() }
    }

    /// Removes every value; the views that read one show their default at their host's next update.
    public func removeAll() {
        let removed = lock.withLock { () -> [String] in
            let keys = Array(values.keys)
            values.removeAll()
            return keys
        }
        for key in removed { readers.invalidate(key) }
    }

    /// The entry for `key`, making `reader` (the body being evaluated) depend on it.
    func value(forKey key: String, reader: BodyNode?) -> Any? {
        if let reader { readers.insert(reader, forKey: key) }
        return lock.withLock { values[key] }
    }

    /// Stores an entry (nil removes the key) and, unless told not to, marks the bodies that read the key.
    func write(_ value: Any?, forKey key: String, updatesReaders: Bool) {
        lock.withLock { values[key] = value }
        if updatesReaders { readers.invalidate(key) }
    }
}

/// The bodies that read each key of a store, held weakly.
// Safety: `readers` is read and written only under `lock`.
final class StoredValueReaders: @unchecked Sendable {
    private let lock = NSLock()
    private var readers: [String: DependentNodes] = [:]

    func insert(_ node: BodyNode, forKey key: String) {
        lock.withLock { readers[key, default: DependentNodes()].insert(node) }
    }

    /// Marks the bodies that read `key` for evaluation; each registers again when it reads the key once more.
    func invalidate(_ key: String) {
        let nodes = lock.withLock { readers[key]?.take() ?? [] }
        for node in nodes { node.invalidate() }
    }
}

/// Where a stored property keeps its value: one of Easel's stores, or a `UserDefaults` the code named itself.
enum StorageBackend: Equatable {
    case store(AppStorageStore)
    case defaults(UserDefaults)

    /// The readers of values kept in a `UserDefaults`, by key, for every suite at once: a write to a key updates
    /// the readers of that key in other suites too, which costs an evaluation, never a wrong value.
    private static let defaultsReaders = StoredValueReaders()

    func value(forKey key: String, reader: BodyNode?, isURL: Bool) -> Any? {
        switch self {
        case .store(let store):
            return store.value(forKey: key, reader: reader)
        case .defaults(let defaults):
            if let reader { Self.defaultsReaders.insert(reader, forKey: key) }
            // Foundation keeps a URL as its path; `url(forKey:)` makes it a URL again.
            return isURL ? defaults.url(forKey: key) : defaults.object(forKey: key)
        }
    }

    func write(_ value: Any?, forKey key: String, updatesReaders: Bool) {
        switch self {
        case .store(let store):
            store.write(value, forKey: key, updatesReaders: updatesReaders)
        case .defaults(let defaults):
            if let url = value as? URL {
                defaults.set(url, forKey: key)
            } else if let value {
                defaults.set(value, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
            if updatesReaders { Self.defaultsReaders.invalidate(key) }
        }
    }

    static func == (a: StorageBackend, b: StorageBackend) -> Bool {
        switch (a, b) {
        case (.store(let first), .store(let second)): first === second
        case (.defaults(let first), .defaults(let second)): first === second
        default: false
        }
    }
}

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
            if defaults === UserDefaults.standard { return .store(stores.appStore ?? AppStorageStore.shared) }
            return .defaults(defaults)
        case .app(.none):
            return stores.defaultAppStorage ?? .store(stores.appStore ?? AppStorageStore.shared)
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

// MARK: - AppStorage

/// A property wrapper type that reflects a value from a store of user defaults and invalidates a view on a change in
/// value in that user default.
///
/// Without a `store:`, the value lives in the host's `ViewHost.appStorage` (by default `AppStorageStore.shared`, one
/// for the process), or in the store `defaultAppStorage(_:)` names for the view. `store: .standard` also means the
/// host's store: Easel never reads or writes the machine's defaults. Any other `UserDefaults` named with `store:` is
/// read and written as given (its changes made outside `@AppStorage` show at the view's next evaluation).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private var storage: StoredValue<Value>

    private init(_ key: String, defaultValue: Value, store: UserDefaults?, coding: StoredValueCoding<Value>) {
        storage = StoredValue(key: key, defaultValue: defaultValue, coding: coding, scope: .app(store))
    }

    /// The value stored for the key, or the default when the key holds none (or a value of another type).
    public var wrappedValue: Value {
        get { storage.location.get() }
        nonmutating set { storage.location.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(location: storage.location)
    }
}

extension AppStorage {
    /// Creates a property that can read and write to a boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to a url user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to a date user default (iOS 18).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .plain)
    }

    /// Creates a property that can read and write to an integer user default, transforming that to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .raw)
    }

    /// Creates a property that can read and write to a string user default, transforming that to a
    /// `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, store: store, coding: .raw)
    }

    /// Creates a property that can read and write an optional boolean user default (nil when the key holds none).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<Bool>.plain))
    }

    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<Int>.plain))
    }

    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<Double>.plain))
    }

    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<String>.plain))
    }

    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<URL>.plain))
    }

    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<Data>.plain))
    }

    /// Creates a property that can read and write an optional date user default (iOS 18).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<Date>.plain))
    }

    /// Creates a property that can save and restore an optional string, transforming it to an optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<R>.raw))
    }

    /// Creates a property that can save and restore an optional integer, transforming it to an optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key, defaultValue: nil, store: store, coding: optionalCoding(StoredValueCoding<R>.raw))
    }
}

extension AppStorage: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        storage.install(context)
    }

    func isSameInput(as other: AppStorage<Value>) -> Bool {
        storage.isSameInput(as: other.storage)
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view: its `@AppStorage` properties without a
    /// `store:` read and write `store`. `UserDefaults.standard` stands for the host's own store (Easel never touches
    /// the machine's defaults); any other `UserDefaults` is read and written as given.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        transformEnvironment(\.storedValues) { stores in
            if store === UserDefaults.standard {
                stores.defaultAppStorage = StorageBackend.store(stores.appStore ?? AppStorageStore.shared)
            } else {
                stores.defaultAppStorage = StorageBackend.defaults(store)
            }
        }
    }

    /// The default store used by `AppStorage` contained within the view, as `defaultAppStorage(_:)` with a
    /// `UserDefaults`, but one of Easel's in-memory stores (not in SwiftUI).
    public func defaultAppStorage(_ store: AppStorageStore) -> some View {
        transformEnvironment(\.storedValues) { stores in
            stores.defaultAppStorage = StorageBackend.store(store)
        }
    }
}

// MARK: - SceneStorage

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Easel's scene is the host: each `ViewHost` has a store of its own, `ViewHost.sceneStorage`, which ends with the
/// host (SwiftUI restores scene storage when the system brings a scene back; Easel has no such restoration). Outside
/// a host the property reads its default and forgets every write.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var storage: StoredValue<Value>

    private init(_ key: String, defaultValue: Value, coding: StoredValueCoding<Value>) {
        storage = StoredValue(key: key, defaultValue: defaultValue, coding: coding, scope: .scene)
    }

    /// The value stored for the key in the host's scene store, or the default when there is none.
    public var wrappedValue: Value {
        get { storage.location.get() }
        nonmutating set { storage.location.set(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        Binding(location: storage.location)
    }
}

extension SceneStorage {
    /// Creates a property that can save and restore a boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore an integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore a double.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore a string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore a URL.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore data.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key, defaultValue: wrappedValue, coding: .plain)
    }

    /// Creates a property that can save and restore an integer, transforming it to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, defaultValue: wrappedValue, coding: .raw)
    }

    /// Creates a property that can save and restore a string, transforming it to a `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, defaultValue: wrappedValue, coding: .raw)
    }

    /// Creates a property that can save and restore an optional boolean (nil when there is no restored value).
    public init(_ key: String) where Value == Bool? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<Bool>.plain))
    }

    /// Creates a property that can save and restore an optional integer.
    public init(_ key: String) where Value == Int? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<Int>.plain))
    }

    /// Creates a property that can save and restore an optional double.
    public init(_ key: String) where Value == Double? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<Double>.plain))
    }

    /// Creates a property that can save and restore an optional string.
    public init(_ key: String) where Value == String? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<String>.plain))
    }

    /// Creates a property that can save and restore an optional URL.
    public init(_ key: String) where Value == URL? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<URL>.plain))
    }

    /// Creates a property that can save and restore optional data.
    public init(_ key: String) where Value == Data? {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<Data>.plain))
    }

    /// Creates a property that can save and restore an optional string, transforming it to an optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<R>.raw))
    }

    /// Creates a property that can save and restore an optional integer, transforming it to an optional
    /// `RawRepresentable` data type.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key, defaultValue: nil, coding: optionalCoding(StoredValueCoding<R>.raw))
    }
}

extension SceneStorage: GraphProperty {
    mutating func install(_ context: PropertyContext, slot: Int) {
        storage.install(context)
    }

    func isSameInput(as other: SceneStorage<Value>) -> Bool {
        storage.isSameInput(as: other.storage)
    }
}
