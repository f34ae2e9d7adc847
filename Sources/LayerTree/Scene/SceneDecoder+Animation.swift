import Foundation

/// Decoding of a layer's `animations`: each object becomes the Core Animation
/// class its `type` names and is added with `addAnimation(_:forKey:startsNow: false)`,
/// so a `beginTime` of 0 means 0 on the layer's clock, not "now".
///
/// Checks run in a fixed order, so the same file always gives the same
/// message: the `type`, then unknown keys and keys of another type (sorted),
/// then `keyPath` and `valueFunction` (they say what kind the values are),
/// then every other value (sorted by key), then the checks between keys
/// (key times against values). A problem the engine finds when the animation
/// is added is reported at the animation's path.
extension SceneDecoder {
    /// Decodes `animations` (key → animation) and adds each to `layer` in key order.
    ///
    /// Order matters because later animations apply on top of earlier ones. JSON
    /// objects are unordered (RFC 8259) and Foundation's decoder keeps no order, so
    /// the keys are taken sorted: a file that stacks animations on one property
    /// names them so they sort as intended (`"1-move"`, `"2-shake"`).
    func addAnimations(_ value: JSONValue, to layer: CALayer, at path: JSONPath) throws {
        let object = try self.object(value, at: path, expected: "an object of animations by key")
        for key in object.keys.sorted() {
            let here = path.key(key)
            let animation = try self.animation(object[key]!, for: layer, key: key, at: here)
            do {
                try layer.addAnimation(animation, forKey: key, startsNow: false)
            } catch let error as AnimationError {
                throw SceneError(here, error.message)
            }
        }
    }

    /// Decodes one animation object for `layer`; `key` is its key in `animations` (`nil` in a group).
    func animation(_ value: JSONValue, for layer: CALayer, key: String?, at path: JSONPath) throws -> CAAnimation {
        let object = try self.object(value, at: path, expected: "an animation (an object)")
        let kind = try animationKind(object["type"], at: path.key("type"))
        let allowed = SceneAnimationKeys.keys(of: kind)
        for name in object.keys.sorted() where !allowed.contains(name) {
            let owners = SceneAnimationKeys.kinds(reading: name)
            guard !owners.isEmpty else { throw SceneError(path, "unknown key '\(name)'") }
            throw SceneError(
                path, "'\(name)' is not a key of \(kind.plural); it belongs to \(Self.list(owners.map(\.plural)))")
        }

        let animation: CAAnimation
        var target: AnimationTarget?
        switch kind {
        case .basic: animation = CABasicAnimation()
        case .spring: animation = CASpringAnimation()
        case .keyframe: animation = CAKeyframeAnimation()
        case .group: animation = CAAnimationGroup()
        case .transition: animation = CATransition()
        }
        if let property = animation as? CAPropertyAnimation {
            target = try animationTarget(object, on: layer, key: key, at: path)
            property.keyPath = target?.keyPath
            property.valueFunction = target?.valueFunction
        }
        for name in object.keys.sorted() {
            try applyAnimationKey(name, object[name]!, to: animation, target: target, layer: layer, at: path.key(name))
        }
        if let keyframe = animation as? CAKeyframeAnimation {
            try checkKeyframes(keyframe, object, at: path)
        }
        return animation
    }

    // MARK: Type and target

    private func animationKind(_ value: JSONValue?, at path: JSONPath) throws -> SceneAnimationKeys.Kind {
        guard let value else { return .basic }
        let name = try string(value, at: path)
        guard let kind = SceneAnimationKeys.Kind(rawValue: name) else {
            let names = SceneAnimationKeys.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw SceneError(path, "unknown animation type '\(name)'; expected one of \(names)")
        }
        return kind
    }

    /// The property a property animation changes, and so the kind of its values.
    struct AnimationTarget {
        let keyPath: String
        /// The property's value on the layer: its kind is the kind every value must have.
        let sample: AnimatableValue
        let valueFunction: CAValueFunction?
    }

    /// Reads `keyPath` (the animation's key when absent, as `add(_:forKey:)` does) and `valueFunction`.
    private func animationTarget(
        _ object: [String: JSONValue], on layer: CALayer, key: String?, at path: JSONPath
    ) throws -> AnimationTarget {
        let keyPath: String
        let sample: AnimatableValue
        if let value = object[AnimationProperties.keyPath.key] {
            let here = path.key(AnimationProperties.keyPath.key)
            keyPath = try string(value, at: here)
            do {
                sample = try layer.validateAnimationKeyPath(keyPath)
            } catch let error as KeyPathError {
                throw SceneError(here, error.message)
            }
        } else if let key {
            keyPath = key
            do {
                sample = try layer.validateAnimationKeyPath(key)
            } catch let error as KeyPathError {
                throw SceneError(
                    path,
                    "missing key 'keyPath', and the animation's key '\(key)' is not an animatable key path: \(error.message)"
                )
            }
        } else {
            throw SceneError(path, "missing required key 'keyPath'")
        }

        var function: CAValueFunction?
        if let value = object[AnimationProperties.valueFunction.key] {
            let here = path.key(AnimationProperties.valueFunction.key)
            let name = try choice(value, at: here, what: "value function", from: SceneAnimationKeys.valueFunctions)
            guard case .transform = sample else {
                throw SceneError(here, "a value function makes transforms, but '\(keyPath)' is \(sample.kindName)")
            }
            function = CAValueFunction(name: name)
        }
        return AnimationTarget(keyPath: keyPath, sample: sample, valueFunction: function)
    }

    // MARK: Keys

    /// Sets the property for one key through its declaration (`AnimationProperties`); `type`,
    /// `keyPath` and `valueFunction` were read first, and the keys whose values depend on the
    /// animated property or on the layer are read here.
    private func applyAnimationKey(
        _ key: String, _ value: JSONValue, to animation: CAAnimation, target: AnimationTarget?, layer: CALayer,
        at path: JSONPath
    ) throws {
        switch key {
        case AnimationProperties.fromValue.key:
            (animation as! CABasicAnimation).fromValue = try animationValue(value, for: target!, at: path)
        case AnimationProperties.toValue.key:
            (animation as! CABasicAnimation).toValue = try animationValue(value, for: target!, at: path)
        case AnimationProperties.byValue.key:
            (animation as! CABasicAnimation).byValue = try animationValue(value, for: target!, at: path)
        case AnimationProperties.values.key:
            let elements = try array(value, at: path, expected: "a list of values")
            guard !elements.isEmpty else { throw SceneError(path, "expected at least one value, got an empty list") }
            (animation as! CAKeyframeAnimation).values = try elements.enumerated().map { index, element in
                try animationValue(element, for: target!, at: path.index(index))
            }
        case AnimationProperties.path.key:
            let keyframes = animation as! CAKeyframeAnimation
            guard case .point = target!.sample, target!.valueFunction == nil else {
                throw SceneError(
                    path, "a keyframe path animates points, but '\(target!.keyPath)' is \(target!.sample.kindName)")
            }
            let shape = try self.path(value, at: path)
            guard !PathKeyframeEvaluator.measure(shape).isEmpty else {
                throw SceneError(path, "expected a path with at least one line or curve to follow")
            }
            keyframes.path = shape
        case AnimationProperties.animations.key:
            let elements = try array(value, at: path, expected: "a list of animations")
            (animation as! CAAnimationGroup).animations = try elements.enumerated().map { index, element in
                try self.animation(element, for: layer, key: nil, at: path.index(index))
            }
        default:
            // `type`, `keyPath` and `valueFunction` (read first) have no reader; every other key
            // was checked against the class's declarations.
            guard let property = type(of: animation).propertyTable.property(sceneKey: key) else { return }
            _ = try property.decodeScene(value, at: path, into: animation, with: self)
        }
    }

    /// The checks between a keyframe animation's keys: something to animate through, and one
    /// key time per keyframe and one timing function per segment where the mode uses them.
    private func checkKeyframes(_ animation: CAKeyframeAnimation, _ object: [String: JSONValue], at path: JSONPath)
        throws
    {
        let keyframes: Int
        let what: String
        if let shape = animation.path {
            keyframes = PathKeyframeEvaluator.measure(shape).count + 1
            what = "the path's start and the end of each of its \(keyframes - 1) segments"
        } else if let values = animation.values {
            keyframes = values.count
            what = "one per value"
        } else {
            throw SceneError(path, "a keyframe animation needs 'values' or 'path'")
        }
        // Paced modes space the keyframes by distance and ignore both lists, as in Core Animation.
        guard animation.calculationMode != .paced, animation.calculationMode != .cubicPaced else { return }
        if let times = animation.keyTimes {
            var counts = [keyframes]
            // A discrete animation may give the end of its last keyframe too.
            if animation.calculationMode == .discrete, animation.path == nil { counts.append(keyframes + 1) }
            if !counts.contains(times.count) {
                let expected =
                    counts.count == 1
                    ? "\(keyframes) key times (\(what))"
                    : "\(keyframes) or \(keyframes + 1) key times (\(what), or one more to end the last)"
                throw SceneError(path.key(AnimationProperties.keyTimes.key), "expected \(expected), got \(times.count)")
            }
        }
        if let functions = animation.timingFunctions, functions.count != keyframes - 1 {
            throw SceneError(
                path.key(AnimationProperties.timingFunctions.key),
                "expected \(keyframes - 1) timing functions (one per segment between keyframes), got \(functions.count)"
            )
        }
    }

    /// `[a, b, c]` as "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
