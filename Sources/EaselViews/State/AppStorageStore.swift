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
