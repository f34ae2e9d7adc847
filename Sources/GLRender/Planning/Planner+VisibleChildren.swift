import Foundation
@_spi(Rendering) import LayerTree

// A layer with many sublayers laid out flat in its plane (a list, a grid) usually shows only a
// few of them: a scrolling list of ten thousand rows has about sixteen on screen. Placing every
// sublayer to find that out costs a transform and a clipped polygon each, every frame. Instead
// each sublayer's box in the layer's own coordinates is measured once and kept while the
// subtree does not change (damage tracking carries it between frames, as it carries extents),
// and a frame keeps only the sublayers whose boxes meet the clip's bounding box in that space.
// The test is conservative: a kept sublayer is planned as before, and one left out lies wholly
// outside the clip, where planning it would have drawn nothing.

/// The boxes of a layer's sublayers in its own coordinates, or nil where one of them does not sit
/// flat in its plane (depth, a 3D transform, a transform layer): then every sublayer is planned.
struct SublayerBoxes {
    var boxes: [CGRect?]?
    /// Positions whose sublayer changed since the boxes were measured: measured again when next asked.
    var stale: [Int] = []
    /// Set while most sublayers change every frame (every square of a bench moving): measuring their
    /// boxes again would cost what placing them costs, so they are all planned instead, until a
    /// frame where none of them changes.
    var isVolatile = false

    static let volatile = SublayerBoxes(boxes: nil, isVolatile: true)

    /// Marks the box of the sublayer at `position` to be measured again.
    mutating func markStale(_ position: Int) {
        if boxes != nil { stale.append(position) }
    }
}

extension Planner {
    /// Below this many sublayers, placing each costs less than keeping their boxes.
    static let sublayersWorthIndexing = 32

    /// The sublayers of layer `index` that can show inside `clip` (in the layer's coordinates) and,
    /// on a partial frame, inside the damage (`interest`, pulled back through `toTarget`), in their order.
    mutating func visibleSublayers(of index: Int, clip: ClipState, toTarget: Homography) -> [Int] {
        let children = nodes[index].children
        guard children.count >= Self.sublayersWorthIndexing, !clip.lines.isEmpty else { return children }
        var lines = clip.lines
        if clip.onCanvas, let interest, !interest.isFull {
            // As `drawMember` tests each member against the damage, padded the same way.
            let box = interest.boundingRect
            let pad = Self.damagePadding
            lines += [
                Line(a: 1, b: 0, c: -(Double(box.x) - pad)), Line(a: -1, b: 0, c: Double(box.maxX) + pad),
                Line(a: 0, b: 1, c: -(Double(box.y) - pad)), Line(a: 0, b: -1, c: Double(box.maxY) + pad),
            ].map { toTarget.pullBack($0) }
        }
        guard let visible = Self.boundingBox(of: lines),
            let boxes = sublayerBoxes(of: index).boxes
        else { return children }
        var kept: [Int] = []
        // Compared by hand: Foundation's `intersects` builds the intersection, ten thousand times a frame.
        let (x0, y0, x1, y1) = (visible.minX, visible.minY, visible.maxX, visible.maxY)
        for (k, child) in children.enumerated() {
            if let box = boxes[k], box.minX < x1, box.maxX > x0, box.minY < y1, box.maxY > y0 { kept.append(child) }
        }
        return kept
    }

    /// The bounding box of the region inside every line, padded by a point; nil when it is unbounded
    /// in some direction or empty.
    static func boundingBox(of lines: [Line]) -> CGRect? {
        let far = 1e9
        let region = ConvexPolygon(rect: CGRect(x: -far, y: -far, width: 2 * far, height: 2 * far)).clipped(by: lines)
        guard let box = region.boundingBox, box.maxX - box.minX < far, box.maxY - box.minY < far else { return nil }
        return CGRect(x: box.minX - 1, y: box.minY - 1, width: box.maxX - box.minX + 2, height: box.maxY - box.minY + 2)
    }

    /// Each sublayer's extent through its placement, in layer `index`'s coordinates (nil for one that
    /// draws nothing), measured once per subtree while it does not change.
    mutating func sublayerBoxes(of index: Int) -> SublayerBoxes {
        if let known = sublayerBoxCache[index], known.stale.isEmpty { return known }
        // Taken out of the cache while its stale boxes are measured again, so that the boxes are
        // written in place: a copy left in the cache would make each write copy all of them, a
        // walk of every sublayer on a frame where one of thousands moved.
        if var known = sublayerBoxCache.removeValue(forKey: index) {
            if known.stale.count * 4 > nodes[index].children.count {
                sublayerBoxCache[index] = .volatile
                return .volatile
            }
            let superlayer = tree.superlayerGeometry(ofNode: index)
            for position in known.stale {
                guard known.boxes != nil else { break }
                let child = nodes[index].children[position]
                if sitsFlat(child) {
                    known.boxes![position] = sublayerBox(child, superlayer)
                } else {
                    known.boxes = nil
                }
            }
            known.stale = []
            sublayerBoxCache[index] = known
            return known
        }
        var measured = SublayerBoxes(boxes: nil)
        if laysOutFlat(index) {
            let superlayer = tree.superlayerGeometry(ofNode: index)
            var boxes: [CGRect?] = []
            boxes.reserveCapacity(nodes[index].children.count)
            for child in nodes[index].children { boxes.append(sublayerBox(child, superlayer)) }
            measured.boxes = boxes
        }
        sublayerBoxCache[index] = measured
        return measured
    }

    /// A flat sublayer's extent in its superlayer's coordinates (nil when it draws nothing).
    private mutating func sublayerBox(_ child: Int, _ superlayer: SuperlayerGeometry) -> CGRect? {
        let placed = tree.transformToSuperlayer(ofNode: child, superlayer)
        return contentExtent(of: child).map { Self.affineBox($0, through: placed) }
    }

    /// The box around `rect` mapped through a flat (2D affine) transform.
    private static func affineBox(_ rect: CGRect, through t: CATransform3D) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            let px = x * t.m11 + y * t.m21 + t.m41, py = x * t.m12 + y * t.m22 + t.m42
            minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
