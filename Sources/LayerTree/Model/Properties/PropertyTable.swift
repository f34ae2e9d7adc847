import Foundation

/// A class's declared properties, its superclasses' first, found by key-value coding key or by
/// scene key. Each class builds its table once (a `static let`), from its superclass's table
/// and its own declarations; a subclass defined outside LayerKit uses its superclass's.
///
/// `@unchecked Sendable`: immutable after `init` (every stored property a `let`), built from
/// declarations that are themselves immutable; only the copy closures keep it from being
/// checked, and they capture nothing but those declarations.
final class PropertyTable: @unchecked Sendable {
    /// Every declared property, in declaration order.
    let all: [DeclaredProperty]
    /// The properties presentation copies take one by one.
    let copied: [DeclaredProperty]
    /// Their copies as closures, for two objects of the table's class: the fast way to fill a
    /// presentation copy (no dispatch through the declarations).
    let copiers: ContiguousArray<(_ target: AnyObject, _ source: AnyObject) -> Void>
    /// The keys of the animatable properties, in declaration order.
    let animatableKeys: [String]
    private let byKey: [String: DeclaredProperty]
    private let bySceneKey: [String: DeclaredProperty]

    init(inheriting inherited: PropertyTable?, _ own: [DeclaredProperty]) {
        all = (inherited?.all ?? []) + own
        copied = all.filter { !$0.traits.contains(.notCopied) }
        copiers = ContiguousArray(copied.compactMap { $0.makeCopier() })
        animatableKeys = all.filter { $0.isAnimatable }.map { $0.key }
        var byKey: [String: DeclaredProperty] = [:]
        var bySceneKey: [String: DeclaredProperty] = [:]
        for property in all {
            precondition(byKey.updateValue(property, forKey: property.key) == nil, "'\(property.key)' declared twice")
            if let sceneKey = property.sceneKey {
                precondition(
                    bySceneKey.updateValue(property, forKey: sceneKey) == nil, "scene key '\(sceneKey)' declared twice")
            }
        }
        self.byKey = byKey
        self.bySceneKey = bySceneKey
    }

    /// Copies every copied property of `source` into `target`, whose class has this table: through
    /// the copy closures when both are of one class, else the properties both classes declare.
    func copyDeclaredProperties(from source: AnyObject, to target: AnyObject) {
        if type(of: target) == type(of: source) {
            for copy in copiers { copy(target, source) }
        } else {
            for property in copied where property.applies(to: source) { property.copy(from: source, to: target) }
        }
    }

    /// The property with key-value coding key `key`.
    subscript(key: String) -> DeclaredProperty? { byKey[key] }

    /// The property a scene file sets with `sceneKey`.
    func property(sceneKey: String) -> DeclaredProperty? { bySceneKey[sceneKey] }

    /// The keys of the animatable properties declared here and not in `inherited` (a subclass's own).
    func ownAnimatableKeys(beyond inherited: PropertyTable) -> [String] {
        animatableKeys.filter { inherited[$0] == nil }
    }

    /// The scene keys of the properties declared here and not in `inherited` (a subclass's own).
    func ownSceneKeys(beyond inherited: PropertyTable) -> Set<String> {
        Set(all.compactMap { $0.sceneKey }).subtracting(inherited.all.compactMap { $0.sceneKey })
    }
}
