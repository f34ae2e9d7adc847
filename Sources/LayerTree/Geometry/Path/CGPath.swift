import Foundation

/// One instruction of a path, with CoreGraphics' element names.
///
/// CoreGraphics reports elements as a type tag plus a C array of points; an enum with
/// labelled points says the same without unsafe pointers, and lets path animation
/// check that two paths have the same structure with a plain `switch`.
public enum CGPathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at the point.
    case moveToPoint(CGPoint)
    /// A straight line from the current point.
    case addLineToPoint(CGPoint)
    /// A quadratic Bézier curve from the current point.
    case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
    /// A cubic Bézier curve from the current point.
    case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
    /// A straight line back to the subpath's start, joined to it.
    case closeSubpath

    /// The element's points in CoreGraphics' order: control points first, end point last.
    public var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return [p]
        case let .addQuadCurveToPoint(control, end): return [control, end]
        case let .addCurveToPoint(control1, control2, end): return [control1, control2, end]
        case .closeSubpath: return []
        }
    }

    /// Where the pen is after the element; nil for `closeSubpath`, which returns to the subpath's start.
    public var endPoint: CGPoint? {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): return p
        case .addQuadCurveToPoint(_, let end), .addCurveToPoint(_, _, let end): return end
        case .closeSubpath: return nil
        }
    }

    /// The element with every point mapped by `transform`; affine maps take Bézier curves to
    /// the curves of the mapped control points, so this is exact.
    public func applying(_ transform: CGAffineTransform) -> CGPathElement {
        mapPoints { $0.applying(transform) }
    }

    /// The same kind of element with each point replaced by `map(point)`.
    func mapPoints(_ map: (CGPoint) -> CGPoint) -> CGPathElement {
        switch self {
        case .moveToPoint(let p): return .moveToPoint(map(p))
        case .addLineToPoint(let p): return .addLineToPoint(map(p))
        case let .addQuadCurveToPoint(c, e): return .addQuadCurveToPoint(control: map(c), end: map(e))
        case let .addCurveToPoint(c1, c2, e):
            return .addCurveToPoint(control1: map(c1), control2: map(c2), end: map(e))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// An immutable graphics path of lines and Bézier curves, as CoreGraphics' `CGPath`.
///
/// Core Animation takes paths for `CAShapeLayer.path`, `shadowPath` and keyframe
/// animations, and Foundation on Linux has no CoreGraphics, so LayerKit defines the
/// type with Apple's names. As in CoreGraphics the immutable `CGPath` is the base class
/// and `CGMutablePath` adds the mutators, so an API taking a `CGPath` accepts both.
///
/// Every subpath begins with `moveToPoint`: where CoreGraphics starts a subpath
/// implicitly (drawing on after `closeSubpath`), the mutators insert the move, so the
/// elements alone say where each subpath starts and measuring never guesses.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 100, y: 0))
/// path.addArc(center: CGPoint(x: 100, y: 50), radius: 50,
///             startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
/// path.closeSubpath()
/// ```
open class CGPath: Equatable, Hashable, CustomStringConvertible {
    /// The path's instructions in drawing order; only `CGMutablePath` changes them.
    public internal(set) var elements: [CGPathElement]

    /// An empty path.
    public init() { elements = [] }

    /// A path of exactly these elements; callers keep the move-first invariant.
    init(elements: [CGPathElement]) { self.elements = elements }

    /// A closed rectangle: a move to its minimum corner, three lines along +x, +y, −x, and a close.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    /// The ellipse inscribed in `rect` as four cubic Béziers, as `CGPathCreateWithEllipseInRect`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle whose corners are quarter ellipses with these radii, as `CGPathCreateWithRoundedRect`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element would start: `.zero` for an empty path, as in CoreGraphics,
    /// and the subpath's start after `closeSubpath`.
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    /// The current point, or nil when the path is empty and so has none.
    var lastPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        return last.endPoint ?? subpathStart
    }

    /// The start of the last subpath, where `closeSubpath` returns to.
    var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .moveToPoint(let p) = element { return p }
        }
        return nil
    }

    /// The smallest rectangle containing every point of every element, control points
    /// included, as `CGPathGetBoundingBox`; `.null` for an empty path.
    ///
    /// Cheap and never smaller than the drawn path, so it suits coarse culling; use
    /// `boundingBoxOfPath` for the tight box.
    public var boundingBox: CGRect {
        var extent = Extent()
        for element in elements {
            switch element {
            case .moveToPoint(let p), .addLineToPoint(let p): extent.include(p)
            case let .addQuadCurveToPoint(c, e): extent.include(c); extent.include(e)
            case let .addCurveToPoint(c1, c2, e): extent.include(c1); extent.include(c2); extent.include(e)
            case .closeSubpath: break
            }
        }
        return extent.rect
    }

    /// The smallest rectangle containing the drawn path, curve extrema rather than control
    /// points, as `CGPathGetPathBoundingBox`; `.null` for an empty path. Move-to points count.
    public var boundingBoxOfPath: CGRect {
        var extent = Extent()
        forEachSegment(
            startSubpath: { extent.include($0) },
            segment: { segment, _ in
                switch segment {
                case .line(_, let end):
                    extent.include(end)
                case let .cubic(p0, p1, p2, p3):
                    extent.include(p3)
                    for t in cubicExtremaParameters(p0.x, p1.x, p2.x, p3.x)
                        + cubicExtremaParameters(p0.y, p1.y, p2.y, p3.y)
                    {
                        extent.include(cubicPoint(p0, p1, p2, p3, t))
                    }
                }
            })
        return extent.rect
    }

    /// An immutable copy; copying a `CGMutablePath` freezes its current elements.
    public func copy() -> CGPath { CGPath(elements: elements) }

    /// A mutable copy that later changes to either path do not affect.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    /// An immutable copy with every point mapped by the transform `transform` points to
    /// (identity when nil). The pointer and the optional result are Core Graphics' Swift
    /// signature, so `path.copy(using: &transform)` ports unchanged; the copy is never nil here.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements(mappedBy: transform?.pointee))
    }

    /// A mutable copy with every point mapped by the transform `transform` points to (identity
    /// when nil), with Core Graphics' signature as `copy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: elements(mappedBy: transform?.pointee))
    }

    private func elements(mappedBy transform: CGAffineTransform?) -> [CGPathElement] {
        guard let transform, !transform.isIdentity else { return elements }
        return elements.map { $0.applying(transform) }
    }

    /// Whether two paths have the same elements, as `CGPathEqualToPath`; mutability does not matter.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements, so a `CGMutablePath`'s hash changes when it is mutated.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// The elements as SVG path data inside `CGPath(…)`, e.g. `CGPath(M 0 0 L 10 0 Z)`;
    /// `svgPathData` alone reads back to an equal path.
    public var description: String { "CGPath(\(svgPathData))" }
}

/// A path that can be extended, as CoreGraphics' `CGMutablePath`.
///
/// Every mutator takes an optional `transform` applied to its points before they are
/// stored, as in CoreGraphics. Drawing with no current point (an empty path) does
/// nothing, where CoreGraphics logs "no current point" and does nothing.
public final class CGMutablePath: CGPath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.mapped(by: transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        elements.append(.addLineToPoint(point.mapped(by: transform)))
    }

    /// Starts a subpath at the first point and adds lines through the rest; nothing for no points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        elements.append(.addQuadCurveToPoint(control: control.mapped(by: transform), end: end.mapped(by: transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard beginSegment() else { return }
        elements.append(
            .addCurveToPoint(
                control1: control1.mapped(by: transform), control2: control2.mapped(by: transform),
                end: end.mapped(by: transform)))
    }

    /// Closes the current subpath with a line back to its start; ignored on an empty path
    /// or a subpath already closed.
    public func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath: move to the minimum corner, lines along +x, +y, −x, close.
    ///
    /// In y-down coordinates that runs clockwise on screen, like the ellipse and rounded rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic Béziers.
    ///
    /// It starts at `(maxX, midY)` and runs through `(midX, maxY)`: angles increasing from
    /// +x toward +y, as CoreGraphics draws it. Points are written out rather than taken from
    /// `cos`/`sin`, so the quadrant points are exact.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * CGPath.kappa, oy = ry * CGPath.kappa
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy),
            control2: CGPoint(x: cx + ox, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + oy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy),
            control2: CGPoint(x: cx - ox, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - oy), transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle with quarter-ellipse corners as a closed subpath of ten elements:
    /// a move to the end of the top-left corner, then a line and a corner curve per side, and a close.
    ///
    /// Corner sizes are clamped to half the rectangle's sides, where CoreGraphics asserts.
    /// Straight sides are kept even at zero length, so every rounded rectangle has the
    /// same element count and any two can be animated into each other. A non-positive
    /// corner size gives a plain rectangle, as in CoreGraphics.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let cw = min(cornerWidth, r.width / 2), ch = min(cornerHeight, r.height / 2)
        guard cw > 0, ch > 0 else { addRect(r, transform: transform); return }
        let kx = cw * (1 - CGPath.kappa), ky = ch * (1 - CGPath.kappa)
        let t = transform
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: t)
        addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - kx, y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + ky), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: t)
        addCurve(
            to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ky),
            control2: CGPoint(x: r.maxX - kx, y: r.maxY), transform: t)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: t)
        addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + kx, y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - ky), transform: t)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: t)
        addCurve(
            to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ky),
            control2: CGPoint(x: r.minX + kx, y: r.minY), transform: t)
        closeSubpath()
    }

    /// Adds a circular arc, as `CGPathAddArc`.
    ///
    /// Angles are in radians from +x toward +y, the formula `center + radius·(cos a, sin a)`.
    /// `clockwise: false` sweeps with increasing angle, `true` with decreasing angle: that is
    /// clockwise in CoreGraphics' y-up space, and so counterclockwise on a y-down iOS screen,
    /// which is why Apple's documentation calls the flag's sense flipped there. An end angle
    /// a full turn past the start draws the whole circle, two turns go round twice, and an
    /// end behind the start is reached by going round (so 0 → 2π is a circle either way).
    ///
    /// With a current point a line joins it to the arc's start; otherwise the arc starts a
    /// new subpath. The arc is cubic Béziers of at most 90° each.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = CGMutablePath.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds a circular arc through `delta` radians from `startAngle`, as `CGPathAddRelativeArc`.
    ///
    /// Positive `delta` increases the angle (from +x toward +y). As in Core Graphics, more than
    /// a full turn goes round again (a stroke's length and its dashes count every turn).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        connect(to: start, transform: transform)
        appendArc(
            center: center, radiusX: radius, radiusY: radius, rotation: 0, startAngle: startAngle,
            sweep: Self.boundedSweep(delta), transform: transform)
    }

    /// `delta` with whole pairs of turns taken off until it sweeps at most ``maximumArcSweep``:
    /// the arc ends where it did, and each point is still wound round an odd or even number of
    /// times, so fills by either rule cover what they did; only a dash pattern and the length
    /// along it see fewer turns.
    static func boundedSweep(_ delta: CGFloat) -> CGFloat {
        guard delta.isFinite, abs(delta) > maximumArcSweep else { return delta }
        let pair = 4 * CGFloat.pi
        let excess = ((abs(delta) - maximumArcSweep) / pair).rounded(.up) * pair
        // Far past 2⁵³ radians the angle keeps no fraction of a turn: the rounding may leave
        // anything, and the whole bound is swept.
        let rest = abs(delta) - excess
        let bounded = rest > 0 && rest <= maximumArcSweep ? rest : maximumArcSweep
        return delta < 0 ? -bounded : bounded
    }

    /// Adds the arc of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, preceded by a line to its first tangent point, as
    /// `CGPathAddArcToPoint`: the usual way to round one corner of a polyline.
    ///
    /// When the lines are parallel or `radius` is not positive, adds a line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = lastPoint else { return }
        // The geometry is in the untransformed space, where the current point has to be brought back.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: p1, transform: transform)
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let halfAngle = acos(min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)) / 2
        let tangentDistance = radius / tan(halfAngle)
        let t1 = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        connect(to: t1, transform: transform)
        appendArc(
            center: center, radiusX: radius, radiusY: radius, rotation: 0, startAngle: a1,
            sweep: (a2 - a1).remainder(dividingBy: 2 * .pi), end: t2, transform: transform)
    }

    /// Appends all of `path`'s elements, mapped by `transform`; appending a path to itself is fine.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let source = path.elements
        if transform.isIdentity {
            elements.append(contentsOf: source)
        } else {
            elements.append(contentsOf: source.map { $0.applying(transform) })
        }
    }

    // MARK: Internals shared with the SVG reader

    /// Appends cubic Béziers, each spanning at most 90°, approximating the arc of the ellipse
    /// `center + R(rotation)·(radiusX·cos a, radiusY·sin a)` from `startAngle` through `sweep`.
    ///
    /// The arc's start must already be the current point. Each piece puts its control points
    /// `4/3·tan(θ/4)` of the way along the tangents, the standard approximation (radial error
    /// under 0.03% for 90°). `end`, when given, replaces the computed end point so that the
    /// path ends exactly where the caller asked rather than where `cos`/`sin` round to.
    func appendArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, rotation: CGFloat,
        startAngle: CGFloat, sweep: CGFloat, end: CGPoint? = nil, transform: CGAffineTransform
    ) {
        guard sweep != 0, sweep.isFinite else {
            if let end { addLine(to: end, transform: transform) }
            return
        }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        let cosR = cos(rotation), sinR = sin(rotation)
        func rotate(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * cosR - y * sinR, y: x * sinR + y * cosR) }
        func point(_ a: CGFloat) -> CGPoint {
            let v = rotate(radiusX * cos(a), radiusY * sin(a))
            return CGPoint(x: center.x + v.x, y: center.y + v.y)
        }
        func derivative(_ a: CGFloat) -> CGPoint { rotate(-radiusX * sin(a), radiusY * cos(a)) }
        var a0 = startAngle
        var p0 = point(a0)
        for i in 1...count {
            let isLast = i == count
            let a1 = isLast ? startAngle + sweep : startAngle + step * CGFloat(i)
            let p1 = isLast ? (end ?? point(a1)) : point(a1)
            let d0 = derivative(a0), d1 = derivative(a1)
            addCurve(
                to: p1,
                control1: CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                control2: CGPoint(x: p1.x - k * d1.x, y: p1.y - k * d1.y),
                transform: transform)
            a0 = a1
            p0 = p1
        }
    }

    /// Makes an element appendable: false without a current point; after `closeSubpath`,
    /// starts a new subpath at the closed one's start, where CoreGraphics continues implicitly.
    private func beginSegment() -> Bool {
        guard let last = elements.last else { return false }
        if last == .closeSubpath, let start = subpathStart { elements.append(.moveToPoint(start)) }
        return true
    }

    /// Lines to `point` from the current point, or moves there when there is none; skips a
    /// line that would only round-trip through `cos`/`sin` back to where the pen already is.
    private func connect(to point: CGPoint, transform: CGAffineTransform) {
        let target = point.mapped(by: transform)
        guard let current = lastPoint else {
            elements.append(.moveToPoint(target))
            return
        }
        let scale = max(1, abs(target.x), abs(target.y))
        if abs(target.x - current.x) > 1e-12 * scale || abs(target.y - current.y) > 1e-12 * scale {
            addLine(to: target)
        }
    }

    /// The most an arc sweeps: 16 turns, 64 curves. Core Graphics has no limit, but an angle of
    /// 1e300 would otherwise allocate without bound, and Cairo took minutes to stroke two arcs of
    /// 1,024 turns each (the drawing fuzzer's seed 31 case 7709); no drawing goes round more.
    static let maximumArcSweep: CGFloat = 2 * .pi * 16

    /// The signed angle `addArc` sweeps, as Core Graphics draws it: increasing unless
    /// `clockwise`. An end reached by going the asked way is swept all the way, so an end
    /// two turns past the start goes round twice; an end behind the start is reached by going
    /// round, the remainder into (0, 2π], so 0 → 2π is a full circle with either flag (what
    /// `UIBezierPath(arcCenter:…, clockwise: false)` asks for with 0 and 2π). Equal angles
    /// sweep nothing.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let distance = clockwise ? start - end : end - start
        guard distance <= 0 else { return clockwise ? -distance : distance }
        guard distance < 0 else { return 0 }
        var r = distance.truncatingRemainder(dividingBy: turn)
        if r <= 0 { r += turn }
        return clockwise ? -r : r
    }
}

extension CGPath {
    /// The control-point distance, as a fraction of the radius, for a cubic quarter circle:
    /// `4/3·tan(π/8) ≈ 0.5522847498`, which puts the curve's midpoint exactly on the circle.
    static let kappa: CGFloat = 4 / 3 * tan(.pi / 8)
}

extension CGPoint {
    /// The point mapped by `transform`, returned untouched (bit for bit) for the identity.
    fileprivate func mapped(by transform: CGAffineTransform) -> CGPoint {
        transform.isIdentity ? self : applying(transform)
    }
}

/// A running axis-aligned bounding box.
private struct Extent {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func include(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// The box, or `.null` when nothing was included.
    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
