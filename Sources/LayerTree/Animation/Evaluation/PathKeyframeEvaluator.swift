import Foundation

/// A `CAKeyframeAnimation` along a `path`: the element end points are the keyframes.
///
/// Within one element the position advances by arc length. With `rotationMode`
/// the layer's transform also turns to the path's tangent, on top of its own.
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
    }

    let target: PropertyTarget
    let timing: MediaTimingModel
    let timingFunction: CAMediaTimingFunction?
    let segments: [Segment]
    /// Key times of the segment boundaries: `segments.count + 1` values from 0 to 1.
    let keyTimes: [Double]
    let timingFunctions: [CAMediaTimingFunction]?
    let discrete: Bool
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
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
                continue
            case .addLineToPoint(let p): piece.addLine(to: p); end = p
            case .addQuadCurveToPoint(let c, let p): piece.addQuadCurve(to: p, control: c); end = p
            case .addCurveToPoint(let c1, let c2, let p): piece.addCurve(to: p, control1: c1, control2: c2); end = p
            case .closeSubpath: piece.addLine(to: subpathStart); end = subpathStart
            }
            segments.append(
                Segment(
                    path: piece, measure: PathMeasure(piece), length: piece.length, start: current,
                    end: end))
            current = end
        }
        return segments
    }

    var writesRenderNodeFieldsOnly: Bool { target.nodeField != nil }
    var writtenNodeFields: RenderNodeFields {
        (target.nodeField?.writtenFields ?? []).union(rotationMode == nil ? [] : .transform)
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
        let i = max(0, min((keyTimes.lastIndex { $0 <= f } ?? 0), segments.count - 1))
        let segment = segments[i]
        let span = keyTimes[i + 1] - keyTimes[i]
        var local = span > 0 ? min((f - keyTimes[i]) / span, 1) : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].evaluate(at: local) }
        if discrete { local = f >= 1 ? 1 : 0 }
        let distance = segment.length * CGFloat(local)
        guard let sample = segment.measure.pointAndTangent(atDistance: distance) else {
            return (discrete && local < 1 ? segment.start : segment.end, 0)
        }
        return (sample.point, sample.angle)
    }
}
