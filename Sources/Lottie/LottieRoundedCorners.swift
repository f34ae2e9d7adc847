import QuartzCore

/// Rounded corners (`rd`): every sharp corner of a path (a vertex without tangents) replaced by
/// a curve that starts and ends `radius` along its two sides (at most half of each side), as
/// After Effects, lottie-web and lottie-ios round them.
enum LottieRoundedCorners {
    /// How far along from a new vertex to the old corner its tangent reaches, the share that
    /// makes a quarter circle of a right angle.
    static let tangentShare = 0.5519

    /// `path` rounded by `radius`, keyframed where either is.
    static func round(_ path: LottieAnimatable<LottieBezier>, radius: LottieAnimatable<Double>)
        -> LottieAnimatable<LottieBezier>
    {
        switch (path, radius) {
        case (.fixed(let bezier), _): return radius.map { round(bezier, radius: $0) }
        case (_, .fixed(let value)): return path.map { round($0, radius: value) }
        case (.keyframed(let pathKeys), .keyframed(let radiusKeys)):
            // Both move: timed as lottie-ios combines a path with its corner radius.
            let timings = [pathKeys.map(\.timing), radiusKeys.map(\.timing)]
            let keyframes = LottieCombinedKeyframes.keyframes(timings, hasFixed: false) { frame in
                let bezier = path.value(atFrame: frame, interpolate: LottieBezier.interpolate)
                return round(bezier, radius: radius.value(atFrame: frame) { $0 + ($1 - $0) * $2 })
            }
            return keyframes.count > 1
                ? .keyframed(keyframes) : .fixed(keyframes.first?.value ?? round(path.initialValue, radius: 0))
        }
    }

    /// One path rounded: the first and last vertex of an open path stay sharp. A radius of 0
    /// still splits each corner in two (at the corner itself), so that a radius animated from 0
    /// keeps one vertex count and the path moves smoothly.
    static func round(_ path: LottieBezier, radius: Double) -> LottieBezier {
        let count = path.vertices.count
        let radius = max(radius, 0)
        guard count > 1 else { return path }
        var result = LottieBezier(vertices: [], inTangents: [], outTangents: [], isClosed: path.isClosed)
        for index in 0..<count {
            let vertex = path.vertices[index]
            let isSharp = path.inTangents[index] == .zero && path.outTangents[index] == .zero
            let isEnd = !path.isClosed && (index == 0 || index == count - 1)
            guard isSharp, !isEnd else {
                result.vertices.append(vertex)
                result.inTangents.append(path.inTangents[index])
                result.outTangents.append(path.outTangents[index])
                continue
            }
            let previous = path.vertices[(index + count - 1) % count]
            let next = path.vertices[(index + 1) % count]
            // The curve comes in along the side from the previous vertex, and leaves along the
            // side to the next, each tangent pointing back towards the old corner.
            let into = toward(vertex, previous, radius)
            result.vertices.append(into)
            result.inTangents.append(.zero)
            result.outTangents.append(
                CGPoint(x: (vertex.x - into.x) * tangentShare, y: (vertex.y - into.y) * tangentShare))
            let out = toward(vertex, next, radius)
            result.vertices.append(out)
            result.inTangents.append(
                CGPoint(x: (vertex.x - out.x) * tangentShare, y: (vertex.y - out.y) * tangentShare))
            result.outTangents.append(.zero)
        }
        return result
    }

    /// The point `radius` from `corner` towards `other`, but no further than halfway.
    private static func toward(_ corner: CGPoint, _ other: CGPoint, _ radius: Double) -> CGPoint {
        let distance = hypot(other.x - corner.x, other.y - corner.y)
        guard distance > 0 else { return corner }
        let share = min(distance / 2, radius) / distance
        return CGPoint(x: corner.x + (other.x - corner.x) * share, y: corner.y + (other.y - corner.y) * share)
    }
}
