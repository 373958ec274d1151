import Foundation

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
            // `.standard` stands for the host's store, which is what no default store means.
            stores.defaultAppStorage = store === UserDefaults.standard ? nil : StorageBackend.defaults(store)
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
