import Foundation
@_spi(Rendering) import LayerTree

/// The clipping that reaches a layer from its ancestors, expressed in that layer's plane.
///
/// Straight clip edges (from `masksToBounds`, BSP cuts and the near plane) are
/// half-planes cut from the geometry on the CPU, so batches never break for a
/// scissor or stencil. One rounded clip at a time is evaluated per fragment; when
/// a second rounded clip nests inside it, the outer one's corners are turned into
/// half-planes that follow the arcs closely (a rounded rectangle is convex).
struct ClipState: Equatable {
    var lines: [Line] = []
    var rounded: RoundedClip?
    /// Whether what this clip reaches is drawn on the canvas (not into an offscreen pass): only
    /// there do target pixels, and so a partial frame's damage, apply.
    var onCanvas = false

    static let none = ClipState()

    /// The clip of what is drawn into an offscreen image covering `rect` of the plane: its edges.
    /// Nothing outside the image can show, so an image nested in it covers no more than it does.
    static func offscreenImage(covering rect: CGRect) -> ClipState {
        var clip = ClipState()
        clip.intersect(bounds: rect, radii: .zero)
        return clip
    }

    /// The same clip seen from a sublayer whose plane maps into this one by `h`.
    ///
    /// With `extent` (a rectangle of the sublayer's plane that everything it draws lies in), the
    /// edges that keep all of `extent` are left out: they cut nothing it draws. Without that, every
    /// sublayer of a canvas carries the canvas's four edges, pulled back through its transform,
    /// into every polygon it cuts (thousands of layers a frame). Where part of `extent` lies behind
    /// the eye every edge is kept.
    func pulledBack(through h: Homography, drawingOnlyIn extent: CGRect? = nil) -> ClipState {
        var out = ClipState()
        out.onCanvas = onCanvas
        // W is affine in the plane: where the extent's corners are in front of the eye (as far as
        // `inFront()` keeps), all of it is, and the half-plane in front of the eye cuts nothing it
        // draws (a turning card's extent).
        var extentInFront = false
        if let extent {
            let (x0, y0, x1, y1) = (Double(extent.minX), Double(extent.minY), Double(extent.maxX), Double(extent.maxY))
            let c0 = h.apply(Point2(x0, y0)), c1 = h.apply(Point2(x1, y0))
            let c2 = h.apply(Point2(x1, y1)), c3 = h.apply(Point2(x0, y1))
            let epsilon = Homography.inFrontEpsilon
            extentInFront = c0.w > epsilon && c1.w > epsilon && c2.w > epsilon && c3.w > epsilon
            for line in lines {
                // The sign of a·X + b·Y + c·W is the line's value at (X/W, Y/W) for W > 0.
                func inside(_ p: (x: Double, y: Double, w: Double)) -> Bool {
                    line.a * p.x + line.b * p.y + line.c * p.w >= 0
                }
                if extentInFront, inside(c0), inside(c1), inside(c2), inside(c3) { continue }
                out.lines.append(h.pullBack(line))
            }
        } else {
            out.lines = lines.map { h.pullBack($0) }
        }
        if !extentInFront, let h3 = h.inFront() { out.lines.append(h3) }
        out.rounded = rounded?.pulledBack(through: h)
        return out
    }

    /// Adds a layer's `masksToBounds` clip (its bounds, rounded by its corner radii), in its own plane.
    mutating func intersect(bounds: CGRect, radii: CornerRadii) {
        let (x0, y0, x1, y1) = (Double(bounds.minX), Double(bounds.minY), Double(bounds.maxX), Double(bounds.maxY))
        lines.append(contentsOf: [
            Line(a: 1, b: 0, c: -x0), Line(a: -1, b: 0, c: x1),
            Line(a: 0, b: 1, c: -y0), Line(a: 0, b: -1, c: y1),
        ])
        guard !radii.isZero else { return }
        if let outer = rounded {
            lines.append(contentsOf: Self.arcLines(of: outer))
        }
        let center = Point2((x0 + x1) / 2, (y0 + y1) / 2)
        rounded = RoundedClip(
            toClip: .translateThenScale(tx: -center.x, ty: -center.y, scale: 1),
            halfWidth: (x1 - x0) / 2, halfHeight: (y1 - y0) / 2, radii: radii)
    }

    /// Half-planes tangent to a rounded clip's corner arcs, pulled back into the current plane.
    ///
    /// Sixteen tangents per corner keep the error under 0.5% of the radius. A continuous corner is
    /// cut by the circle of its span, which lies inside it: a little more is cut, never less.
    private static func arcLines(of clip: RoundedClip) -> [Line] {
        var lines: [Line] = []
        let corners: [(sx: Double, sy: Double, r: Double)] = [
            (-1, -1, clip.radii.topLeft), (1, -1, clip.radii.topRight),
            (1, 1, clip.radii.bottomRight), (-1, 1, clip.radii.bottomLeft),
        ]
        for corner in corners where corner.r > 0 {
            let cx = corner.sx * (clip.halfWidth - corner.r), cy = corner.sy * (clip.halfHeight - corner.r)
            for step in 1..<16 {
                let angle = Double(step) / 16 * Double.pi / 2
                let nx = corner.sx * cos(angle), ny = corner.sy * sin(angle)
                // Inside: n · (p − c) ≤ r, i.e. −nx·x − ny·y + (n·c + r) ≥ 0, in the clip's centred space.
                let local = Line(a: -nx, b: -ny, c: nx * cx + ny * cy + corner.r)
                lines.append(clip.toClip.pullBack(local))
            }
        }
        return lines
    }
}
