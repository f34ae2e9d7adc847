import Foundation

/// The target pixels an emitted item can touch, as a rectangle in target pixels (row 0 at the
/// top): what the look-back batcher compares to decide whether two items may be drawn in either
/// order.
struct TargetBox: Equatable {
    var minX: Float
    var minY: Float
    var maxX: Float
    var maxY: Float

    /// The whole of a `width` × `height` target.
    static func whole(width: Int, height: Int) -> TargetBox {
        TargetBox(minX: 0, minY: 0, maxX: Float(width), maxY: Float(height))
    }

    /// Whether the two may share a pixel. Boxes that only touch count as overlapping: a pixel
    /// centre on a shared edge belongs to one side by GL's rule for triangles, but the rule for
    /// point sprites leaves it to the driver.
    func overlaps(_ other: TargetBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The smallest box holding both.
    func union(_ other: TargetBox) -> TargetBox {
        TargetBox(
            minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
            maxY: max(maxY, other.maxY))
    }

    /// The box cut to a `width` × `height` target; still a box (possibly empty) when it lies outside.
    func clamped(width: Int, height: Int) -> TargetBox {
        let (w, h) = (Float(width), Float(height))
        return TargetBox(
            minX: min(max(minX, 0), w), minY: min(max(minY, 0), h), maxX: min(max(maxX, 0), w),
            maxY: min(max(maxY, 0), h))
    }
}

extension GeometryBuffer {
    /// The box of the vertices in `range` (floats, as an emitted item's), within a `width` ×
    /// `height` target: the positions' box for triangles, each square's for point sprites (the
    /// side is the fifth float of the point layouts). The whole target when a vertex lies behind
    /// the eye or is not finite: such an item is kept in its place against everything.
    func targetBox(ofVertices range: Range<Int>, points: Bool, width: Int, height: Int) -> TargetBox {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        let whole = TargetBox.whole(width: width, height: height)
        let finite = vertices.withUnsafeBufferPointer { v -> Bool in
            var k = range.lowerBound
            while k < range.upperBound {
                let w = v[k + 3]
                guard w > 0 else { return false }
                let (x, y) = (v[k] / w, v[k + 1] / w)
                let half = points ? v[k + 4] / 2 : 0
                minX = min(minX, x - half); maxX = max(maxX, x + half)
                minY = min(minY, y - half); maxY = max(maxY, y + half)
                k += floatsPerVertex
            }
            return true
        }
        guard finite, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return whole }
        // Grown by what a GPU may move an edge when it snaps vertices to its subpixel grid (8 bits
        // on common hardware; 1/64 is four times that), so a box never misses a pixel it shades.
        let margin: Float = 1 / 64
        return TargetBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
            .clamped(width: width, height: height)
    }
}
