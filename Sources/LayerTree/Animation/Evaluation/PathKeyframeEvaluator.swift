import Foundation

/// A `CAKeyframeAnimation` along a `path`: the element end points are the keyframes.
///
/// Within one element the position advances by the curve's own parameter, as Core Animation's
/// `.linear`, `.cubic` and `.discrete` modes move: the key times (and timing functions) time
/// each element, and the element is followed from t = 0 to 1, so a curve whose control points
/// bunch at one end moves slowly there. Only `.paced` and `.cubicPaced` move at a constant speed,
/// by arc length over the whole path (Apple: "keyframe times are automatically generated to
/// give the animation a constant velocity"). With `rotationMode` the layer's transform also
/// turns to the path's tangent, on top of its own.
final class PathKeyframeEvaluator: AnimationEvaluator {
    /// One drawing element of the path, measured.
    struct Segment {
        let path: CGPath
        /// The element measured once, here rather than at each frame's sample (its pieces array
        /// and the curve's integration): a steady path animation allocates nothing per frame.
        let measure: PathMeasure
        let length: CGFloat
        let start: CGPoint
        let end: CGPoint
        /// The element's Bézier control points, `start` first and `end` last: two for a line,
        /// three for a quadratic curve, four for a cubic one.
        let controlPoints: [CGPoint]

        /// The point at parameter `t` (0…1) of the element, and its tangent's angle.
        func pointAndTangent(atParameter t: CGFloat) -> (point: CGPoint, angle: CGFloat) {
            // De Casteljau: the last two points of the reduction span the tangent at `t`.
            var points = controlPoints
            while points.count > 2 {
                points = zip(points, points.dropFirst()).map { a, b in
                    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
            }
            let (a, b) = (points[0], points[1])
            let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            var direction = CGPoint(x: b.x - a.x, y: b.y - a.y)
            if direction == .zero { direction = CGPoint(x: end.x - start.x, y: end.y - start.y) }
            return (point, atan2(direction.y, direction.x))
        }
    }

    let target: PropertyTarget
    let timing: MediaTimingModel
    let timingFunction: CAMediaTimingFunction?
    let segments: [Segment]
    /// Key times of the segment boundaries: `segments.count + 1` values from 0 to 1.
    let keyTimes: [Double]
    let timingFunctions: [CAMediaTimingFunction]?
    let discrete: Bool
    /// Whether the layer moves at a constant speed (`.paced`, `.cubicPaced`), by arc length.
    let paced: Bool
    let rotationMode: CAAnimationRotationMode?
    /// Whether the target is a translation, which holds its x and y as a size.
    let writesSizes: Bool

    init(
        target: PropertyTarget, timing: MediaTimingModel, timingFunction: CAMediaTimingFunction?, path: CGPath,
        keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?, paced: Bool, discrete: Bool,
        rotationMode: CAAnimationRotationMode?
    ) {
        self.target = target
        self.timing = timing
        self.timingFunction = timingFunction
        self.discrete = discrete
        self.paced = paced
        self.rotationMode = rotationMode
        writesSizes = target.keyPath.translationAxis == .all
        let segments = PathKeyframeEvaluator.measure(path)
        self.segments = segments
        let count = segments.count
        if paced {
            let total = segments.reduce(0) { $0 + Double($1.length) }
            var times = [0.0]
            for s in segments { times.append(times.last! + (total > 0 ? Double(s.length) / total : 1 / Double(count))) }
            self.keyTimes = times
            self.timingFunctions = nil
        } else {
            self.keyTimes =
                keyTimes?.count == count + 1
                ? keyTimes! : (0...count).map { Double($0) / Double(max(count, 1)) }
            self.timingFunctions = timingFunctions
        }
    }

    /// Splits the path into its drawing elements, each with its own start point and length.
    static func measure(_ path: CGPath) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            let piece = CGMutablePath()
            piece.move(to: current)
            let end: CGPoint
            let controls: [CGPoint]
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
                continue
            case .addLineToPoint(let p):
                piece.addLine(to: p)
                (end, controls) = (p, [current, p])
            case .addQuadCurveToPoint(let c, let p):
                piece.addQuadCurve(to: p, control: c)
                (end, controls) = (p, [current, c, p])
            case .addCurveToPoint(let c1, let c2, let p):
                piece.addCurve(to: p, control1: c1, control2: c2)
                (end, controls) = (p, [current, c1, c2, p])
            case .closeSubpath:
                piece.addLine(to: subpathStart)
                (end, controls) = (subpathStart, [current, subpathStart])
            }
            segments.append(
                Segment(
                    path: piece, measure: PathMeasure(piece), length: piece.length, start: current,
                    end: end, controlPoints: controls))
            current = end
        }
        return segments
    }

    var writesRenderNodeFieldsOnly: Bool { target.evaluatesIntoRenderNode }
    var writtenNodeFields: RenderNodeFields {
        target.writtenNodeFields.union(rotationMode == nil ? [] : .transform)
    }

    func apply(parentTime: Double, to layer: CALayer) {
        var sink = LayerSink(layer: layer)
        evaluate(parentTime: parentTime, into: &sink)
    }

    func apply(parentTime: Double, to node: inout RenderNodeSink) { evaluate(parentTime: parentTime, into: &node) }

    private func evaluate<Sink: AnimationSink>(parentTime: Double, into sink: inout Sink) {
        guard !segments.isEmpty, let local = timing.resolve(parentTime: parentTime) else { return }
        let linear = timing.duration > 0 ? local.basicTime / timing.duration : 1
        let f = min(max(timingFunction?.evaluate(at: linear) ?? linear, 0), 1)
        let (point, angle) = sample(at: f)
        target.write(value(point), iteration: local.iteration, cycleEnd: value(segments.last!.end), to: &sink)
        guard let rotationMode else { return }
        let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
        sink.transform = CATransform3DRotate(sink.transform, turn, 0, 0, 1)
    }

    /// A point of the path as the target's kind: the point, or a translation's size.
    private func value(_ point: CGPoint) -> AnimatableValue {
        writesSizes ? .size(CGSize(width: point.x, height: point.y)) : .point(point)
    }

    /// The point and tangent angle at fraction `f` of the animation.
    func sample(at f: Double) -> (CGPoint, CGFloat) {
        // A discrete step is taken at its key time even when the time arithmetic lands a few ulps short.
        let reached = discrete ? f + KeyframeSpline.keyTimeTolerance : f
        let i = max(0, min((keyTimes.lastIndex { $0 <= reached } ?? 0), segments.count - 1))
        let segment = segments[i]
        let span = keyTimes[i + 1] - keyTimes[i]
        var local = span > 0 ? min((f - keyTimes[i]) / span, 1) : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].evaluate(at: local) }
        if discrete { local = reached >= 1 ? 1 : 0 }
        if !paced { return segment.pointAndTangent(atParameter: CGFloat(local)) }
        let distance = segment.length * CGFloat(local)
        guard let sample = segment.measure.pointAndTangent(atDistance: distance) else {
            return (discrete && local < 1 ? segment.start : segment.end, 0)
        }
        return (sample.point, sample.angle)
    }
}
