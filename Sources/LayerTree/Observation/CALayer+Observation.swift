import Foundation

/// Key-value observing on layers, in the shape of Foundation's Swift API
/// (`observe(_:options:changeHandler:)` returning an `NSKeyValueObservation`), which on Linux
/// works only for `NSObject`s with Objective-C runtime support Linux lacks.
///
/// ```swift
/// let observation = layer.observe(\.bounds, options: [.new]) { layer, change in
///     print("new size", change.newValue!.size)
/// }
/// ```
///
/// A change made through a property's setter, `setValue(_:forKey:)` or `setValue(_:forKeyPath:)`
/// (declared properties, the `contents` properties and keys the class does not declare)
/// makes each observation read its key path again; the handler runs when the value differs
/// from the one it last saw. Unlike Foundation's automatic observing, setting the value a
/// property already has does not call the handler; a property computed from others (`frame`)
/// is reported when one of them changes, and a key path through a subclass's own property
/// (kept with `setValue(_:forKey:)`) works too. `.prior` calls come just before the change's own
/// call, after the value is set: a layer's setter reports its change once it is made.
///
/// `sublayers` is reported when sublayers are added, removed or replaced. Changes of
/// presentation copies are not reported. Observations run on the thread that changes the
/// layer, as the layers are used on one thread.
public protocol CALayerObserving: CALayer {}

extension CALayer: CALayerObserving {}

extension CALayerObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes, until the returned observation
    /// is invalidated or released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let entry = KeyPathObservation(keyPath: keyPath, options: options, handler: changeHandler, layer: self)
        (keyValueObservers ?? makeObservers()).observations.append(entry)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil, oldValue: nil,
                    indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(layer: self, entry: entry)
    }
}

extension CALayer {
    /// The registry, made when the first observation starts.
    fileprivate func makeObservers() -> LayerObservers {
        let observers = LayerObservers()
        keyValueObservers = observers
        return observers
    }

    /// Drops an invalidated observation, and the registry with the last one, so a layer nobody
    /// observes any more pays nothing again.
    func removeObservation(_ entry: any LayerObservation) {
        guard let observers = keyValueObservers else { return }
        observers.observations.removeAll { $0 === entry }
        if observers.observations.isEmpty { keyValueObservers = nil }
    }
}

/// A layer's observations. A class held in an optional, so a layer without observers stores
/// one `nil` and a change tests it and does nothing else.
final class LayerObservers {
    var observations: [any LayerObservation] = []

    /// Something about `layer` changed: each observation reads its value again. A handler may
    /// start or stop observations, so the list is walked as it was when the change came.
    func layerDidChange(_ layer: CALayer) {
        for observation in observations where observation.isValid { observation.layerDidChange(layer) }
    }
}

/// One observation of a layer, whatever its key path's types.
protocol LayerObservation: AnyObject {
    var isValid: Bool { get set }
    func layerDidChange(_ layer: CALayer)
}

/// An observation of one key path: the value it last saw, and the handler.
final class KeyPathObservation<Root: CALayer, Value>: LayerObservation {
    let keyPath: KeyPath<Root, Value>
    let options: NSKeyValueObservingOptions
    let handler: (Root, NSKeyValueObservedChange<Value>) -> Void
    var lastValue: Value
    var isValid = true

    init(
        keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
        handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void, layer: Root
    ) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        lastValue = layer[keyPath: keyPath]
    }

    func layerDidChange(_ layer: CALayer) {
        guard let root = layer as? Root else { return }
        let newValue = root[keyPath: keyPath]
        guard !ObservedValues.areSame(flattened(lastValue), flattened(newValue)) else { return }
        let oldValue = lastValue
        // Before the handler, which may change the layer again and come back here.
        lastValue = newValue
        let old = options.contains(.old) ? oldValue : nil
        if options.contains(.prior) {
            handler(
                root,
                NSKeyValueObservedChange(kind: .setting, newValue: nil, oldValue: old, indexes: nil, isPrior: true))
        }
        guard isValid else { return }
        handler(
            root,
            NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? newValue : nil, oldValue: old, indexes: nil,
                isPrior: false))
    }
}

/// Whether an observed value changed.
enum ObservedValues {
    /// Equal values, the same object, or both `nil`; arrays and dictionaries element by element
    /// (`sublayers`, `constraints`, `actions` hold objects, which are not `Equatable`); values
    /// that cannot be compared count as changed.
    static func areSame(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let a = a as? any Equatable { return a.isEqual(toAny: b) }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            if let a = a as? [Any], let b = b as? [Any] {
                return a.count == b.count && zip(a, b).allSatisfy { areSame(flattened($0), flattened($1)) }
            }
            if let a = a as? [AnyHashable: Any], let b = b as? [AnyHashable: Any] {
                return a.count == b.count
                    && a.allSatisfy { key, value in b[key].map { areSame(flattened(value), flattened($0)) } ?? false }
            }
            return false
        default: return false
        }
    }
}

extension Equatable {
    /// `==` against a value of any type: `false` when it is not of this type.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
