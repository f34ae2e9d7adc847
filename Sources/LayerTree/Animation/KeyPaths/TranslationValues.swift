import Foundation

// What Core Animation accepts for `transform.translation` and its axes: lottie-ios's Core
// Animation engine positions every layer with CGPoint values (and keyframe paths) on
// `transform.translation`, where the field itself reads as a size (x, y).

extension AnimationKeyPath {
    /// The axis of a translation key path (`transform.translation` is `.all`,
    /// `sublayerTransform.translation.x` is `.x`); `nil` for every other key path.
    var translationAxis: TransformField.Axis? {
        guard property == LayerProperties.transform.key || property == LayerProperties.sublayerTransform.key,
            fields.first == "translation",
            let field = TransformField(name: "translation", rest: fields.dropFirst())
        else { return nil }
        return field.axis
    }
}

extension AnimatableValue {
    /// This value as the kind a translation field along `axis` holds: for the whole translation
    /// a size, from a point's x and y or one number for both; for one axis a number, from that
    /// axis of a point or a size. `nil` for values that say nothing about a translation.
    func asTranslation(along axis: TransformField.Axis) -> AnimatableValue? {
        switch (axis, self) {
        case (.all, .size): return self
        case (.all, .point(let p)): return .size(CGSize(width: p.x, height: p.y))
        case (.all, .number(let v)): return .size(CGSize(width: v, height: v))
        case (.x, .point(let p)): return .number(Double(p.x))
        case (.x, .size(let s)): return .number(Double(s.width))
        case (.y, .point(let p)): return .number(Double(p.y))
        case (.y, .size(let s)): return .number(Double(s.height))
        case (.x, .number), (.y, .number), (.z, .number): return self
        default: return nil
        }
    }
}
