import Foundation

/// A declared property as tables hold it, whatever its class and value type: what key-value
/// coding, presentation copies, animations, scene decoding and the property checks need.
protocol DeclaredProperty: AnyObject, Sendable {
    /// The key-value coding key (Core Animation's: `hidden` for `isHidden`).
    var key: String { get }
    var traits: PropertyTraits { get }
    /// The scene format's key, or `nil` when scene files cannot set it.
    var sceneKey: String? { get }
    /// The render-node field animations of it write on the fast path, if any.
    var renderNodeField: RenderNodeField.Base? { get }
    /// The key `dump` writes it under (its scene key), or `nil` when `dump` leaves it out.
    var dumpKey: String? { get }
    /// The value as `dump` writes it (`nil` when `dump` leaves it out).
    func dumpValue(of object: AnyObject) -> DumpValue?
    /// The default as key-value coding returns it (`nil` for a missing optional).
    var boxedDefault: Any? { get }
    /// The declared value type, for error messages.
    var valueTypeName: String { get }
    /// The value as key-value coding returns it.
    func value(of object: AnyObject) -> Any?
    /// Sets a value given as key-value coding takes it; throws when it is not of the property's type.
    func setValue(_ value: Any?, of object: AnyObject) throws
    /// The value as an `AnimatableValue`; `nil` when the type has no such form.
    func boxedValue(of object: AnyObject) -> AnimatableValue?
    /// Sets the value from an `AnimatableValue`; `false` (changing nothing) for the wrong kind.
    func setBoxedValue(_ value: AnimatableValue, of object: AnyObject) -> Bool
    /// Copies the value of `source` into `target` (a presentation copy), snapshotting mutable values.
    func copy(from source: AnyObject, to target: AnyObject)
    /// `copy(from:to:)` as a closure (`target`, `source`) for objects known to be of the declaring
    /// class, which tables keep in one array; `nil` for a property copies do not take.
    func makeCopier() -> ((_ target: AnyObject, _ source: AnyObject) -> Void)?
    /// Whether `object` has this property (is of the declaring class).
    func applies(to object: AnyObject) -> Bool
    /// Reads the scene file's value into `object`; `false` when the decoder reads this key itself.
    func decodeScene(_ value: JSONValue, at path: JSONPath, into object: AnyObject, with decoder: SceneDecoder) throws
        -> Bool
}

extension DeclaredProperty {
    var isAnimatable: Bool { traits.contains(.animatable) }
}

/// One property of a layer (or animation) class, declared once: its key, its typed storage (a key
/// path to the stored Swift property, which the renderer reads directly), its default, how it
/// converts for animation, its traits, and how scene files and render nodes name it.
///
/// ```swift
/// static let opacity = Property(
///     "opacity", \CALayer.opacity, default: Float(1), .number, [.animatable],
///     scene: .read { Float(try $0.unitNumber($1, at: $2)) }, dump: .number, node: .opacity,
///     copy: { $0.opacity = $1.opacity })
/// ```
///
/// `@unchecked Sendable`: a declaration is immutable (every stored property a `let`, set once in
/// `init` from literals at its `static let`), so any thread may read it; the compiler cannot see
/// that `Value` defaults and the closures, which touch only the objects passed to them, share
/// nothing mutable.
final class Property<Root: AnyObject, Value>: DeclaredProperty, @unchecked Sendable {
    let key: String
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    let defaultValue: Value
    let conversion: ValueConversion<Value>?
    let traits: PropertyTraits
    let scene: SceneField<Value>?
    let renderNodeField: RenderNodeField.Base?
    let dump: DumpField<Value>?
    /// Copies the value into a presentation copy (`nil`: not copied, `notCopied`). Written out
    /// at each declaration, `{ $0.position = $1.position }`, because it runs for every property of
    /// every layer each time a tree is committed or a presentation is made: a key-path access
    /// through `keyPath` costs about seven times as much. It also snapshots what the app may go
    /// on mutating (a `CGMutablePath`).
    let copier: ((Root, Root) -> Void)?

    init(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, default defaultValue: Value,
        _ conversion: ValueConversion<Value>? = nil, _ traits: PropertyTraits = [],
        scene: SceneField<Value>? = nil, dump: DumpField<Value>? = nil, node: RenderNodeField.Base? = nil,
        copy: ((_ target: Root, _ source: Root) -> Void)? = nil
    ) {
        precondition((copy == nil) == traits.contains(.notCopied), "'\(key)': a copy, or notCopied, not both")
        self.key = key
        self.keyPath = keyPath
        self.defaultValue = defaultValue
        self.conversion = conversion
        self.traits = traits
        self.scene = scene
        self.renderNodeField = node
        self.dump = dump
        self.copier = copy
    }

    /// A property without an animatable form (a name, an enumeration, an object).
    convenience init(
        _ key: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, default defaultValue: Value,
        _ traits: PropertyTraits, scene: SceneField<Value>? = nil, dump: DumpField<Value>? = nil,
        copy: ((_ target: Root, _ source: Root) -> Void)? = nil
    ) {
        self.init(key, keyPath, default: defaultValue, nil, traits, scene: scene, dump: dump, copy: copy)
    }

    var sceneKey: String? { scene.map { $0.key ?? key } }
    var dumpKey: String? { dump == nil ? nil : sceneKey ?? key }

    func dumpValue(of object: AnyObject) -> DumpValue? { dump?.write((object as! Root)[keyPath: keyPath]) }
    var boxedDefault: Any? { flattened(defaultValue) }
    var valueTypeName: String { PropertyValueNames.name(of: Value.self) }

    /// The old value boxed for an action, built only when an action may run.
    func box(_ value: Value) -> AnimatableValue {
        guard let conversion else { preconditionFailure("\(key) has no animatable form") }
        return conversion.box(value)
    }

    func value(of object: AnyObject) -> Any? { flattened((object as! Root)[keyPath: keyPath]) }

    func setValue(_ value: Any?, of object: AnyObject) throws {
        guard let converted = convert(value) else {
            throw KeyPathError(
                keyPath: key, message: "expected \(valueTypeName), got \(value.map { "\(type(of: $0))" } ?? "nil")")
        }
        (object as! Root)[keyPath: keyPath] = converted
    }

    func boxedValue(of object: AnyObject) -> AnimatableValue? {
        conversion.map { $0.box((object as! Root)[keyPath: keyPath]) }
    }

    func setBoxedValue(_ value: AnimatableValue, of object: AnyObject) -> Bool {
        guard let converted = conversion?.unbox(value) else { return false }
        (object as! Root)[keyPath: keyPath] = converted
        return true
    }

    func applies(to object: AnyObject) -> Bool { object is Root }

    func makeCopier() -> ((_ target: AnyObject, _ source: AnyObject) -> Void)? {
        guard let copier else { return nil }
        return { copier(unsafeDowncast($0, to: Root.self), unsafeDowncast($1, to: Root.self)) }
    }

    func copy(from source: AnyObject, to target: AnyObject) {
        // The table lists only properties of both objects' class (`copyProperties(from:)`).
        copier?(unsafeDowncast(target, to: Root.self), unsafeDowncast(source, to: Root.self))
    }

    func decodeScene(_ value: JSONValue, at path: JSONPath, into object: AnyObject, with decoder: SceneDecoder) throws
        -> Bool
    {
        guard let read = scene?.read else { return false }
        (object as! Root)[keyPath: keyPath] = try read(decoder, value, path)
        return true
    }

    /// A key-value coding value as the property's type: the type itself, a number of another
    /// Swift type (bridged as `NSNumber` is), or a name's raw string (`"forwards"` for a fill mode).
    private func convert(_ value: Any?) -> Value? {
        if let typed = value as? Value { return typed }
        guard let value else { return nil }
        if let conversion, let boxed = AnimatableValue(value), let typed = conversion.unbox(boxed) { return typed }
        if let name = value as? String, let type = Value.self as? any RawRepresentable.Type {
            return PropertyValueNames.make(type, rawValue: name) as? Value
        }
        return nil
    }
}

/// A value as key-value coding hands it out: a missing optional is `nil`, not `Optional(nil)`.
func flattened<Value>(_ value: Value) -> Any? {
    if let optional = value as? any OptionalValue { return optional.wrappedAny }
    return value
}

/// Lets `flattened` see through an optional of any wrapped type.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { map { flattened($0) } ?? nil }
}

/// Names of declared value types for messages, and names made from raw strings.
enum PropertyValueNames {
    /// `CGColor?` rather than `Optional<CGColor>`.
    static func name(of type: Any.Type) -> String {
        let text = "\(type)"
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { return String(text.dropFirst(9).dropLast()) + "?" }
        return text
    }

    static func make<Name: RawRepresentable>(_ type: Name.Type, rawValue: String) -> Name? {
        (rawValue as? Name.RawValue).flatMap(Name.init(rawValue:))
    }
}
