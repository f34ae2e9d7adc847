import Foundation

/// A parsed animation key path: a layer property and an optional sub-field path.
///
/// `position.x` is the property `position` and the field `x`;
/// `transform.rotation.z` is the property `transform` and the virtual field
/// `rotation.z`. Parsing happens once, when an animation is added.
public struct AnimationKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The layer property, such as `position`.
    public let property: String
    /// The fields below it, such as `["x"]` or `["rotation", "z"]`.
    public let fields: [String]

    /// Parses a dotted key path such as `transform.rotation.z`.
    public init(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        property = parts.first ?? ""
        fields = Array(parts.dropFirst())
    }

    /// The key path, dotted again.
    public var description: String { ([property] + fields).joined(separator: ".") }
}

/// Why a key path cannot be animated on a layer.
public struct KeyPathError: Error, Equatable, CustomStringConvertible {
    /// The key path that was refused.
    public let keyPath: String
    /// Why it was refused.
    public let message: String
    /// The refused key path and why, for error messages.
    public var description: String { "key path '\(keyPath)': \(message)" }
}

extension AnimatableValue {
    /// The field of this value that `fields` names, such as `x` of a point or
    /// `rotation.z` of a transform; `nil` when the value has no such field.
    func field(_ fields: ArraySlice<String>) -> AnimatableValue? {
        guard let name = fields.first else { return self }
        let rest = fields.dropFirst()
        switch (self, name) {
        case (.point(let p), "x") where rest.isEmpty: return .number(Double(p.x))
        case (.point(let p), "y") where rest.isEmpty: return .number(Double(p.y))
        case (.size(let s), "width") where rest.isEmpty: return .number(Double(s.width))
        case (.size(let s), "height") where rest.isEmpty: return .number(Double(s.height))
        case (.rect(let r), "origin"): return AnimatableValue.point(r.origin).field(rest)
        case (.rect(let r), "size"): return AnimatableValue.size(r.size).field(rest)
        case (.transform(let t), _): return TransformField(name: name, rest: rest)?.read(t)
        default: return nil
        }
    }

    /// This value with the field that `fields` names replaced by `newValue`; `nil` on a mismatch.
    func settingField(_ fields: ArraySlice<String>, to newValue: AnimatableValue) -> AnimatableValue? {
        guard let name = fields.first else { return hasSameKind(as: newValue) ? newValue : nil }
        let rest = fields.dropFirst()
        switch (self, name, newValue) {
        case (.point(var p), "x", .number(let v)) where rest.isEmpty: p.x = CGFloat(v); return .point(p)
        case (.point(var p), "y", .number(let v)) where rest.isEmpty: p.y = CGFloat(v); return .point(p)
        case (.size(var s), "width", .number(let v)) where rest.isEmpty: s.width = CGFloat(v); return .size(s)
        case (.size(var s), "height", .number(let v)) where rest.isEmpty: s.height = CGFloat(v); return .size(s)
        case (.rect(var r), "origin", _):
            guard case .point(let p)? = AnimatableValue.point(r.origin).settingField(rest, to: newValue) else {
                return nil
            }
            r.origin = p
            return .rect(r)
        case (.rect(var r), "size", _):
            guard case .size(let s)? = AnimatableValue.size(r.size).settingField(rest, to: newValue) else { return nil }
            r.size = s
            return .rect(r)
        case (.transform(let t), _, _):
            return TransformField(name: name, rest: rest)?.write(newValue, into: t).map { .transform($0) }
        default: return nil
        }
    }
}
