import Foundation
import Synchronization

/// Core Animation's virtual transform key paths: `transform.rotation.z`, `transform.scale`,
/// `transform.translation.x` and their siblings.
///
/// Reading decomposes the transform; writing decomposes it, replaces the one
/// component and recomposes, so an animation of `transform.rotation.z` from 0
/// to 2π turns a whole revolution: the angle is a number and never passes
/// through a matrix until the frame's value is built.
struct TransformField {
    enum Component { case rotation, scale, translation }
    enum Axis { case x, y, z, all }

    let component: Component
    let axis: Axis

    init?(name: String, rest: ArraySlice<String>) {
        switch name {
        case "rotation": component = .rotation
        case "scale": component = .scale
        case "translation": component = .translation
        default: return nil
        }
        switch (rest.first, rest.count) {
        case (nil, _): axis = component == .rotation ? .z : .all
        case ("x"?, 1): axis = .x
        case ("y"?, 1): axis = .y
        case ("z"?, 1): axis = .z
        default: return nil
        }
    }

    /// The field's value: a number, or for `translation` alone a size (x, y).
    func read(_ t: CATransform3D) -> AnimatableValue? {
        if component == .translation {
            switch axis {
            case .x: return .number(Double(t.m41))
            case .y: return .number(Double(t.m42))
            case .z: return .number(Double(t.m43))
            case .all: return .size(CGSize(width: t.m41, height: t.m42))
            }
        }
        guard let d = DecomposedTransform(t)?.mirroredInX else { return .number(0) }
        let vector = component == .rotation ? d.rotation : d.scale
        switch axis {
        case .x: return .number(vector.x)
        case .y: return .number(vector.y)
        case .z: return .number(vector.z)
        case .all: return .number((vector.x + vector.y + vector.z) / 3)
        }
    }

    /// `t` with this field set to `value`. `decompositions`: where an animation that writes the
    /// field every frame keeps the last base transform decomposed (`PropertyTarget`).
    func write(
        _ value: AnimatableValue, into t: CATransform3D, decompositions: DecompositionCache? = nil
    ) -> CATransform3D? {
        if component == .translation {
            var result = t
            switch (axis, value) {
            case (.x, .number(let v)): result.m41 = CGFloat(v)
            case (.y, .number(let v)): result.m42 = CGFloat(v)
            case (.z, .number(let v)): result.m43 = CGFloat(v)
            case (.all, .size(let s)): result.m41 = s.width; result.m42 = s.height
            case (.all, .number(let v)): result.m41 = CGFloat(v); result.m42 = CGFloat(v)
            default: return nil
            }
            return result
        }
        guard case .number(let v) = value else { return nil }
        // The common case (an untransformed layer spinning or scaling) needs no decomposition.
        if t.isIdentity {
            switch (component, axis) {
            case (.rotation, .x): return CATransform3DMakeRotation(CGFloat(v), 1, 0, 0)
            case (.rotation, .y): return CATransform3DMakeRotation(CGFloat(v), 0, 1, 0)
            case (.rotation, _): return CATransform3DMakeRotation(CGFloat(v), 0, 0, 1)
            case (.scale, .x): return CATransform3DMakeScale(CGFloat(v), 1, 1)
            case (.scale, .y): return CATransform3DMakeScale(1, CGFloat(v), 1)
            case (.scale, .z): return CATransform3DMakeScale(1, 1, CGFloat(v))
            case (.scale, .all): return CATransform3DMakeScale(CGFloat(v), CGFloat(v), CGFloat(v))
            case (.translation, _): break
            }
        }
        let component = component, axis = axis
        func compose(_ decomposed: DecomposedTransform, rotation: Vector3) -> CATransform3D {
            // A mirror is a negative x scale to the key paths: writing y keeps it (see `mirroredInX`).
            // Asked of the signs first: building the mirrored copy and comparing it with the original
            // for every write cost `bench rotate3d` 1.6 M instructions at 1,000 layers (callgrind).
            let mirrored = decomposed.isMirroredInAllScales
            var d = mirrored ? decomposed.mirroredInX : decomposed
            let rotation = mirrored ? d.rotation : rotation
            if component == .rotation {
                var angles = rotation
                switch axis {
                case .x: angles.x = v
                case .y: angles.y = v
                case .z, .all: angles.z = v
                }
                d.setRotation(eulerAngles: angles)
            } else {
                switch axis {
                case .x: d.scale.x = v
                case .y: d.scale.y = v
                case .z: d.scale.z = v
                case .all: d.scale = Vector3(x: v, y: v, z: v)
                }
            }
            return d.matrix
        }
        if let decompositions { return decompositions.withDecomposition(of: t, compose) }
        guard let decomposed = DecomposedTransform(t) else { return nil }
        return compose(decomposed, rotation: decomposed.rotation)
    }
}

/// One transform and its decomposition (with its Euler angles), kept for the next write over the
/// same transform: an animation writes one component over the same base every frame (a
/// perspective layer turning about y), and decomposing the base (an inverse, a polar step) was
/// most of its evaluation. Evaluation may run on the render thread and the main thread at once (a
/// presentation copy), so the entry is read and replaced under a lock.
final class DecompositionCache: Sendable {
    /// Plain fields, not optionals: comparing and reading them in place copies nothing (an
    /// optional tuple was copied out of the lock, field by field, on every hit).
    private struct Entry {
        /// Whether `transform` holds a transform seen before (false until the first).
        var filled = false
        var transform = CATransform3DIdentity
        /// Whether `transform` could be decomposed; `decomposed` and `rotation` are its parts if so.
        var decomposable = true
        var decomposed = DecomposedTransform.identity
        var rotation = Vector3.zero
    }
    private let entry = Mutex(Entry())

    /// `body` applied to `t` decomposed and its rotation as Euler angles; nil when `t` cannot be
    /// decomposed.
    func withDecomposition(
        of t: CATransform3D, _ body: (DecomposedTransform, _ rotation: Vector3) -> CATransform3D
    ) -> CATransform3D? {
        entry.withLock { entry in
            if !entry.filled || entry.transform != t {
                entry.filled = true
                entry.transform = t
                let decomposed = DecomposedTransform(t)
                entry.decomposable = decomposed != nil
                if let decomposed {
                    entry.decomposed = decomposed
                    entry.rotation = decomposed.rotation
                }
            }
            return entry.decomposable ? body(entry.decomposed, entry.rotation) : nil
        }
    }
}
