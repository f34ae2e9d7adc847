import Foundation

/// A frozen, ready-to-run form of one added animation.
///
/// Built once in `add(_:forKey:)` from the stored copy, so per-frame evaluation
/// does no casting, key-path parsing or validation: it maps a time to values
/// and writes them into a presentation layer, or, when every key path it writes is
/// a field of the render node (`writesRenderNodeFieldsOnly`), straight into a copy of the
/// layer's cached render node.
protocol AnimationEvaluator: AnyObject {
    /// The animation's timing, with `duration` resolved.
    var timing: MediaTimingModel { get }
    /// Whether `apply(parentTime:to:)` on a `RenderNodeSink` gives the node a presentation copy would.
    var writesRenderNodeFieldsOnly: Bool { get }
    /// The render-node fields it writes (when `writesRenderNodeFieldsOnly`).
    var writtenNodeFields: RenderNodeFields { get }
    /// Writes the animation's effect at parent (layer-local) time `parentTime` into `layer`.
    func apply(parentTime: Double, to layer: CALayer)
    /// Writes the animation's effect at parent (layer-local) time `parentTime` into a render node.
    func apply(parentTime: Double, to node: inout RenderNodeSink)
    /// The earliest parent time `≥ tp` at which its effect may differ from its effect at `tp`
    /// (`tp` itself: changing now). Never later than the true time; at worst earlier, which
    /// costs a frame that looks the same.
    func nextChange(atOrAfterParentTime tp: Double) -> Double
}

extension AnimationEvaluator {
    /// Changing all the time while active, as its timing alone says.
    func nextChange(atOrAfterParentTime tp: Double) -> Double { timing.nextChange(atOrAfterParentTime: tp) }
}

/// How the fraction of a cycle becomes the fraction of the change.
enum ProgressCurve {
    case timingFunction(CAMediaTimingFunction?)
    case spring(SpringMotion)

    func fraction(basicTime: Double, duration: Double) -> Double {
        switch self {
        case .timingFunction(let function):
            let linear = duration > 0 ? basicTime / duration : 1
            return function?.evaluate(at: linear) ?? linear
        case .spring(let motion):
            return motion.fraction(at: basicTime)
        }
    }
}

/// The property an animation writes, and how its values combine with the value underneath.
struct PropertyTarget {
    // Declared in the order the fast path reads them, which is their order in memory: the
    // fields every frame reads share the first cache lines, the key path and the sample follow.
    /// The render-node field the key path maps to, when it maps to one (the fast path).
    let nodeField: RenderNodeField?
    /// Whether the key path is `hidden`: no field of the node, but the walk's own question of
    /// whether the layer has a node at all (`RenderNodeSink.isHidden`), so it is answered on the
    /// fast path too. Lottie shows every layer between its in and out points with one.
    let setsHidden: Bool
    /// For a transform field (`transform.rotation.y`), the base transform last written into,
    /// decomposed. Held here, not in the field: a class reference in `RenderNodeField` made every
    /// copy of it, for every kind of animation, retain and release.
    let decompositions: DecompositionCache?
    let isAdditive: Bool
    let isCumulative: Bool
    let valueFunction: CAValueFunction?
    let keyPath: AnimationKeyPath
    /// The property's value when the animation was added: it says which kind values must be.
    let sample: AnimatableValue?

    /// Validates `keyPath` against `layer`.
    init(keyPath path: String?, on layer: CALayer, animation: CAPropertyAnimation) throws {
        guard let path, !path.isEmpty else { throw AnimationError("the animation has no keyPath") }
        do {
            sample = try layer.validateAnimationKeyPath(path)
        } catch let error as KeyPathError {
            throw AnimationError(error.description)
        }
        keyPath = AnimationKeyPath(path)
        nodeField = RenderNodeField(keyPath, on: layer)
        setsHidden = keyPath.property == LayerProperties.hidden.key && keyPath.fields.isEmpty
        switch nodeField {
        case .transform(_?)?, .sublayerTransform(_?)?: decompositions = DecompositionCache()
        default: decompositions = nil
        }
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        valueFunction = animation.valueFunction
        if valueFunction != nil, case .transform? = sample {
        } else if valueFunction != nil {
            throw AnimationError("a value function makes transforms, but '\(path)' is \(sample?.kindName ?? "unknown")")
        }
    }

    /// Whether a `RenderNodeSink` takes what this target is set to: a node field, or `hidden`.
    var evaluatesIntoRenderNode: Bool { nodeField != nil || setsHidden }

    /// What this target writes of a render node (`hidden` counted as `.hidden`).
    var writtenNodeFields: RenderNodeFields {
        setsHidden ? .hidden : (nodeField?.writtenFields ?? [])
    }

    /// Converts an animation value and checks it fits the property; `nil` stays `nil`.
    func convert(_ value: Any?, name: String) throws -> AnimatableValue? {
        guard let value else { return nil }
        guard let converted = AnimatableValue(value) else {
            throw AnimationError("\(name): \(type(of: value)) cannot be animated")
        }
        if valueFunction != nil {
            switch converted {
            case .number, .numbers: return converted
            default: throw AnimationError("\(name): a value function needs numbers, not \(converted.kindName)")
            }
        }
        // A translation takes points, sizes and numbers alike, as Core Animation's does.
        if let axis = keyPath.translationAxis, let translation = converted.asTranslation(along: axis) {
            return translation
        }
        if let sample, !converted.hasSameKind(as: sample) {
            throw AnimationError("\(name): '\(keyPath)' needs \(sample.kindName), not \(converted.kindName)")
        }
        return converted
    }

    /// The value underneath this animation: the model plus earlier animations, in the animation's own terms.
    func underlying<Sink: AnimationSink>(in sink: Sink) -> AnimatableValue? {
        // Value functions animate numbers; the number underneath is 0 (no rotation, no offset).
        if valueFunction != nil { return nil }
        return sink.value(at: self)
    }

    /// Combines one frame's animated value with cumulative cycles, the value function and the
    /// value underneath, and writes it into the sink.
    ///
    /// `cycleEnd` (the value a cycle ends at, which each further cycle of a cumulative animation
    /// adds) is asked for only by a cumulative animation past its first cycle: for a keyframe
    /// animation it is a copy of the last keyframe, a large enumeration (a transform's sixteen
    /// numbers) that every frame of every other animation made and dropped. For the same reason a
    /// value nothing combines is written as it is, not copied first.
    func write<Sink: AnimationSink>(
        _ value: AnimatableValue, iteration: Int, cycleEnd: @autoclosure () -> AnimatableValue?, to sink: inout Sink
    ) {
        guard isCumulative || valueFunction != nil || isAdditive else { return sink.setValue(value, at: self) }
        var result = value
        if isCumulative, iteration > 0, let end = cycleEnd(), let step = end.scaled(by: Double(iteration)),
            let sum = result.adding(step)
        {
            result = sum
        }
        if let function = valueFunction {
            guard let transform = function.transform(for: result) else { return }
            result = .transform(transform)
        }
        if isAdditive, let base = sink.value(at: self), let sum = base.adding(result) {
            result = sum
        }
        sink.setValue(result, at: self)
    }
}

/// A `CABasicAnimation` or `CASpringAnimation`, its ends resolved live against the value underneath.
final class BasicEvaluator: AnimationEvaluator {
    // Stored in the order `apply(parentTime:to:)` reads them on its numeric path (declaration order
    // is memory order): thousands of evaluators run each frame, each first touched from memory the
    // renderer's last frame pushed out of the caches, and the ends, the timing, the curve and the
    // target's field then share adjacent cache lines instead of lines a kilobyte apart.
    /// Fixed numeric ends written as they are (no additive, cumulative or value function): the
    /// common case, evaluated without building values.
    private let numericEnds: (start: Double, end: Double)?
    let timing: MediaTimingModel
    let progress: ProgressCurve
    let target: PropertyTarget
    /// The ends when they do not depend on the value underneath (from and to, or by with
    /// either): `.some(nil)` when they cannot be combined. `nil` when they must be resolved live.
    private let fixedEnds: (AnimatableValue, AnimatableValue)??
    let from: AnimatableValue?
    let to: AnimatableValue?
    let by: AnimatableValue?
    var writesRenderNodeFieldsOnly: Bool { target.evaluatesIntoRenderNode }
    var writtenNodeFields: RenderNodeFields { target.writtenNodeFields }

    init(
        target: PropertyTarget, timing: MediaTimingModel, timingFunction: CAMediaTimingFunction?,
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, progress: ProgressCurve
    ) {
        self.target = target
        self.timing = timing
        self.from = from
        self.to = to
        self.by = by
        self.progress = progress
        switch (from, to, by) {
        case (_?, _?, _), (_?, nil, _?), (nil, _?, _?):
            fixedEnds = .some(BasicEvaluator.ends(from: from, to: to, by: by, underlying: nil))
        default:
            fixedEnds = nil
        }
        if case .some(.some((.number(let start), .number(let end)))) = fixedEnds, !target.isAdditive,
            !target.isCumulative, target.valueFunction == nil
        {
            numericEnds = (start, end)
        } else {
            numericEnds = nil
        }
    }

    /// The two ends, following the table in `CABasicAnimation`'s documentation.
    func ends(underlying base: AnimatableValue?) -> (AnimatableValue, AnimatableValue)? {
        BasicEvaluator.ends(from: from, to: to, by: by, underlying: base)
    }

    private static func ends(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, underlying base: AnimatableValue?
    ) -> (AnimatableValue, AnimatableValue)? {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return from.adding(by).map { (from, $0) }
        case let (nil, to?, by?): return to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil): return base.map { (from, $0) }
        case let (nil, to?, nil): return base.map { ($0, to) }
        case let (nil, nil, by?): return base.flatMap { b in b.adding(by).map { (b, $0) } }
        case (nil, nil, nil): return nil
        }
    }

    func apply(parentTime: Double, to layer: CALayer) {
        var sink = LayerSink(layer: layer)
        evaluate(parentTime: parentTime, into: &sink)
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) {
        guard let (start, end) = numericEnds, let field = target.nodeField else {
            return evaluate(parentTime: parentTime, into: &node)
        }
        // `evaluate` for two numbers, step by step: `interpolated(to:fraction:)` then `write`.
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        let fraction = progress.fraction(basicTime: local.basicTime, duration: timing.duration)
        let value = fraction == 0 ? start : fraction == 1 ? end : start + (end - start) * fraction
        field.write(number: value, into: &node, decompositions: target.decompositions)
    }

    @inline(__always)
    private func evaluate<Sink: AnimationSink>(parentTime: Double, into sink: inout Sink) {
        guard let local = timing.resolve(parentTime: parentTime) else { return }
        let resolved: (AnimatableValue, AnimatableValue)?
        if let fixedEnds {
            resolved = fixedEnds
        } else {
            resolved = ends(underlying: target.underlying(in: sink) ?? zero())
        }
        guard let (start, end) = resolved else { return }
        let fraction = progress.fraction(basicTime: local.basicTime, duration: timing.duration)
        let value = start.interpolated(to: end, fraction: fraction)
        target.write(value, iteration: local.iteration, cycleEnd: end, to: &sink)
    }

    /// Value functions start from zero when an end is missing.
    private func zero() -> AnimatableValue? {
        guard target.valueFunction != nil, let sample = from ?? to ?? by else { return nil }
        return sample.scaled(by: 0)
    }
}
