import QuartzCore

/// A colour in Lottie's 0…1 components, straight alpha.
public struct LottieColor: Sendable, Equatable {
    /// The red, green, blue and alpha components, 0…1.
    public var red, green, blue, alpha: Double

    /// Creates a colour from 0…1 components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The colour for a layer property.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// A Bézier path of Lottie's form: vertices with in and out tangents relative to each vertex.
public struct LottieBezier: Sendable, Equatable {
    /// The vertices.
    public var vertices: [CGPoint]
    /// Each vertex's incoming tangent, relative to the vertex.
    public var inTangents: [CGPoint]
    /// Each vertex's outgoing tangent, relative to the vertex.
    public var outTangents: [CGPoint]
    /// Whether the last vertex joins the first.
    public var isClosed: Bool

    /// Creates a path; the three arrays have the same count.
    public init(vertices: [CGPoint], inTangents: [CGPoint], outTangents: [CGPoint], isClosed: Bool) {
        (self.vertices, self.inTangents, self.outTangents, self.isClosed) = (
            vertices, inTangents, outTangents, isClosed
        )
    }

    /// The path for a shape layer: one cubic segment per pair of vertices, so paths with the same
    /// vertex count have the same elements and interpolate point by point.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let count = vertices.count
        for index in 0..<(isClosed ? count : count - 1) {
            let next = (index + 1) % count
            path.addCurve(
                to: vertices[next], control1: vertices[index] + outTangents[index],
                control2: vertices[next] + inTangents[next])
        }
        if isClosed { path.closeSubpath() }
        return path
    }
}

extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
