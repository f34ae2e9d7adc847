import Foundation

/// The kind of a path element, as Core Graphics' `CGPathElementType` (what `applyWithBlock`
/// callers switch on).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath: one point.
    case moveToPoint = 0
    /// A line: one point, its end.
    case addLineToPoint = 1
    /// A quadratic curve: the control point and the end.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points and the end.
    case addCurveToPoint = 3
    /// Closes the subpath: no points.
    case closeSubpath = 4
}

extension CGPathElement {
    /// The element's kind; its points are ``points``, as Core Graphics' `type` and `points`.
    public var type: CGPathElementType {
        switch self {
        case .moveToPoint: return .moveToPoint
        case .addLineToPoint: return .addLineToPoint
        case .addQuadCurveToPoint: return .addQuadCurveToPoint
        case .addCurveToPoint: return .addCurveToPoint
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element, with the caller's `info`.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` and each element in order, as Core Graphics'
    /// `apply(info:function:)`: the function-pointer form of `applyWithBlock(_:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Calls `block` with each element in order, as Core Graphics' `applyWithBlock`:
    /// `element.pointee.type` and `element.pointee.points[i]` read it.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            withUnsafePointer(to: element) { block($0) }
        }
    }

    /// Whether `point` is inside the path filled by `rule` (each subpath closed, as a fill
    /// closes it), with the path mapped by `transform` first.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let path = transform.isIdentity ? self : CGPath(elements: elements.map { $0.applying(transform) })
        var winding = 0
        for polyline in path.flattened(tolerance: 0.01) where polyline.count > 1 {
            for i in polyline.indices {
                let a = polyline[i], b = polyline[(i + 1) % polyline.count]
                // The crossing number of a rightward ray, signed by the edge's direction.
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The path with its curves replaced by lines that stray at most `threshold` from them, as
    /// Core Graphics' `flattened(threshold:)`; closed subpaths stay closed.
    public func flattened(threshold: CGFloat) -> CGPath {
        let flat = CGMutablePath()
        for subpath in flattenedSubpaths(tolerance: threshold > 0 && threshold.isFinite ? threshold : 0.5) {
            guard let first = subpath.points.first else { continue }
            flat.move(to: first)
            for point in subpath.points.dropFirst() { flat.addLine(to: point) }
            if subpath.isClosed { flat.closeSubpath() }
        }
        return flat
    }

    /// Whether the path is one axis-aligned rectangle (a move, three or four lines, an optional
    /// close), as Core Graphics' `isRect`; the rectangle is written to `rect` when given.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveToPoint(let p) where index == 0: corners.append(p)
            case .addLineToPoint(let p): corners.append(p)
            case .closeSubpath where index == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        // Each side is horizontal or vertical, and they alternate.
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4], c = corners[(i + 2) % 4]
            let horizontal = a.y == b.y && a.x != b.x, vertical = a.x == b.x && a.y != b.y
            let nextHorizontal = b.y == c.y && b.x != c.x
            guard horizontal || vertical, horizontal != nextHorizontal else { return false }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        rect?.pointee = CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }
}
