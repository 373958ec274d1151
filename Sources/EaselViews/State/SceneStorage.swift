import Foundation

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
