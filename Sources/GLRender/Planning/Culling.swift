import Foundation
@_spi(Rendering) import LayerTree

/// The last step of planning: takes out of each pass the draw items that cannot show, so that
/// neither the batching stage, the backend, the statistics nor the debug overlays see them.
///
/// Off-target: an item whose projected polygon lies wholly beyond one edge of its pass's target.
///
/// Outside the damage: in a partial frame, a canvas item that touches no damaged pixel.
///
/// Over budget: behind items covering `overdrawBudget` times the target's pixels already, an
/// item is not drawn. A stack that deep (100,000 translucent layers over the whole canvas) would
/// take minutes to shade; what lies under so many layers barely shows through them.
///
/// Hidden: a 2D item that opaque rectangles in front of it hide wholly, in a pass drawn with
/// source-over blending. Its triangles are never set up and its pixels never tested.
///
/// The opaque phase's depth test already keeps hidden pixels from being shaded, but a hidden
/// item still costs its triangles' set-up and a depth test per pixel. Walking front to back, the
/// occluders are opaque flat items whose projected polygon is an axis-aligned rectangle in target
/// pixels (any 2D layer with a square opaque background and no rotation). An item is hidden when
/// its projected bounding box lies inside one occluder in front of it (the largest
/// `maximumOccluders` are kept, for exact edges), or inside the union of all of them: a coarse
/// grid of `cell`-pixel cells, each marked once an occluder covers it wholly, so a tall stack of
/// small overlapping layers hides what lies under it even where no single one does (Qt Quick's
/// renderer, testing pixels only, shades every layer of such a stack). The walk is linear in the
/// items and in the cells their boxes touch. Items in 3D rendering contexts can be hidden by 2D
/// occluders after them in painter's order (their depth slice lies behind), but never occlude:
/// the depth buffer orders them.
enum Culling {
    static let maximumOccluders = 16
    /// How many times over a pass's pixels its items may cover, front to back, before the ones
    /// behind are left out (README, "Limits").
    static let overdrawBudget = 256.0
    /// The grid's cell side in target pixels.
    static let cell = 8.0
    /// The most cells a grid has: a 16,384-pixel square target's.
    static let maximumGridCells = 2048 * 2048

    private struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var area: Double { (maxX - minX) * (maxY - minY) }
        func contains(_ o: Box) -> Bool { minX <= o.minX && minY <= o.minY && maxX >= o.maxX && maxY >= o.maxY }
        func overlaps(_ o: Box) -> Bool { maxX > o.minX && maxY > o.minY && minX < o.maxX && minY < o.maxY }
    }

    /// Which cells of a target's grid opaque rectangles cover wholly.
    private struct CoverageGrid {
        let columns: Int, rows: Int
        var covered: [Bool]

        init(width: Int, height: Int) {
            columns = max(1, Int((Double(width) / cell).rounded(.up)))
            rows = max(1, Int((Double(height) / cell).rounded(.up)))
            covered = Array(repeating: false, count: columns * rows)
        }

        /// Marks the cells that lie wholly inside `box`.
        mutating func cover(_ box: Box) {
            let x0 = Self.lineAtOrAfter(box.minX, limit: columns), x1 = Self.lineAtOrBefore(box.maxX, limit: columns)
            let y0 = Self.lineAtOrAfter(box.minY, limit: rows), y1 = Self.lineAtOrBefore(box.maxY, limit: rows)
            guard x0 < x1, y0 < y1 else { return }
            // Through the buffer: the array's uniqueness and bounds checked once, not per cell.
            let columns = columns
            covered.withUnsafeMutableBufferPointer { cells in
                for y in y0..<y1 {
                    let row = y * columns
                    for x in x0..<x1 { cells[row + x] = true }
                }
            }
        }

        /// The first grid line at or after `value` pixels, and the last at or before it, clamped to
        /// `0…limit` before they become integers (a far-away layer's coordinates do not fit in one).
        /// Plain `ceil` and `floor`: a rounding rule passed as a value was a call per edge per item.
        static func lineAtOrAfter(_ value: Double, limit: Int) -> Int {
            Int(min(max((value / Culling.cell).rounded(.up), 0), Double(limit)))
        }

        static func lineAtOrBefore(_ value: Double, limit: Int) -> Int {
            Int(min(max((value / Culling.cell).rounded(.down), 0), Double(limit)))
        }

        /// Whether every cell that `box` touches is covered (cells outside the target count as covered:
        /// nothing there is drawn).
        func hides(_ box: Box) -> Bool {
            let x0 = Self.lineAtOrBefore(box.minX, limit: columns), x1 = Self.lineAtOrAfter(box.maxX, limit: columns)
            let y0 = Self.lineAtOrBefore(box.minY, limit: rows), y1 = Self.lineAtOrAfter(box.maxY, limit: rows)
            guard x0 < x1, y0 < y1 else { return false }
            let columns = columns
            return covered.withUnsafeBufferPointer { cells in
                for y in y0..<y1 {
                    let row = y * columns
                    for x in x0..<x1 where !cells[row + x] { return false }
                }
                return true
            }
        }
    }

    /// The list without its off-target and hidden items, and how many of each were taken out.
    /// In a partial frame, `damage` is what the canvas redraws: canvas items that miss it go too.
    static func apply(to list: DisplayList, damage: DamageRegion? = nil) -> DisplayList {
        var culled = list
        for (index, pass) in list.passes.enumerated() {
            let target = Box(minX: 0, minY: 0, maxX: Double(pass.width), maxY: Double(pass.height))
            // Each item's box, once: every test reads it. Taken-out items are flagged by order (a flag
            // array, not a set: this runs over every item of every frame).
            let boxes = pass.items.map(projectedBox)
            var out = [Bool](repeating: false, count: boxes.count)
            var outCount = 0
            for (order, box) in boxes.enumerated() {
                if let box, !box.overlaps(target) { out[order] = true; outCount += 1 }
            }
            culled.offTargetItems += outCount
            if index == list.canvasPassIndex, let damage, !damage.isFull {
                let damaged = damage.rects.map {
                    Box(minX: Double($0.x), minY: Double($0.y), maxX: Double($0.maxX), maxY: Double($0.maxY))
                }
                for (order, box) in boxes.enumerated() where !out[order] {
                    if let box, !damaged.contains(where: box.overlaps) {
                        out[order] = true
                        outCount += 1
                        culled.outsideDamageItems += 1
                    }
                }
            }
            let over = markOverBudgetItems(boxes: boxes, out: &out, target: target)
            culled.overBudgetItems += over
            outCount += over
            if pass.blend == .sourceOver, pass.items.contains(where: { $0.isOpaque }) {
                let hidden = markHiddenItems(
                    pass.items, boxes: boxes, out: &out, width: pass.width, height: pass.height)
                culled.hiddenItems += hidden
                outCount += hidden
            }
            guard outCount > 0 else { continue }
            var kept: [DrawItem] = []
            kept.reserveCapacity(pass.items.count - outCount)
            for (order, item) in pass.items.enumerated() where !out[order] { kept.append(item) }
            culled.passes[index].items = kept
        }
        return culled
    }

    /// Flags the items behind the first ones, front to back, whose boxes inside the target add up
    /// to `overdrawBudget` times its area; returns how many.
    private static func markOverBudgetItems(boxes: [Box?], out: inout [Bool], target: Box) -> Int {
        let budget = overdrawBudget * target.area
        var covered = 0.0
        var over = 0
        for order in boxes.indices.reversed() where !out[order] {
            if covered > budget { out[order] = true; over += 1; continue }
            guard let box = boxes[order] else { continue }
            let inside = Box(
                minX: max(box.minX, target.minX), minY: max(box.minY, target.minY),
                maxX: min(box.maxX, target.maxX), maxY: min(box.maxY, target.maxY))
            if inside.maxX > inside.minX, inside.maxY > inside.minY { covered += inside.area }
        }
        return over
    }

    /// Flags the hidden items of a pass of `width` × `height` pixels, given each item's box;
    /// returns how many.
    private static func markHiddenItems(
        _ items: [DrawItem], boxes: [Box?], out: inout [Bool], width: Int,
        height: Int
    ) -> Int {
        var hidden = 0
        var occluders: [Box] = []
        occluders.reserveCapacity(maximumOccluders)
        var smallest = 0  // the smallest occluder's index, once all are kept
        // No grid for a target larger than any GPU draws (the encoder refuses it): its cells would not fit.
        var grid =
            Double(width) * Double(height) <= Double(maximumGridCells) * cell * cell
            ? CoverageGrid(width: width, height: height) : nil
        for order in items.indices.reversed() where !out[order] {
            guard let box = boxes[order] else { continue }
            if !occluders.isEmpty, occluders.contains(where: { $0.contains(box) }) || grid?.hides(box) == true {
                out[order] = true
                hidden += 1
                continue
            }
            let item = items[order]
            if item.planeDepth == nil, item.isOpaque, isAxisAlignedRectangle(item, box: box) {
                grid?.cover(box)
                // The largest few are kept for exact tests: a new one replaces the smallest it beats.
                if occluders.count < maximumOccluders {
                    occluders.append(box)
                    if occluders.count == maximumOccluders { smallest = indexOfSmallest(occluders) }
                } else if occluders[smallest].area < box.area {
                    occluders[smallest] = box
                    smallest = indexOfSmallest(occluders)
                }
            }
        }
        return hidden
    }

    private static func indexOfSmallest(_ boxes: [Box]) -> Int {
        boxes.indices.min(by: { boxes[$0].area < boxes[$1].area }) ?? 0
    }

    /// Whether four points are the corners of an axis-aligned rectangle, in order (as
    /// `ConvexPolygon(rect:)` makes them, or turned by a quarter).
    private static func isRectangle(_ q: [Point2]) -> Bool {
        (q[0].y == q[1].y && q[1].x == q[2].x && q[2].y == q[3].y && q[3].x == q[0].x)
            || (q[0].x == q[1].x && q[1].y == q[2].y && q[2].x == q[3].x && q[3].y == q[0].y)
    }

    /// The item's bounding box in target pixels, or nil where part of it lies behind the eye.
    private static func projectedBox(_ item: DrawItem) -> Box? {
        item.withPolygon(projectedBox)
    }

    private static func projectedBox(_ polygon: ConvexPolygon, _ toTarget: Homography) -> Box? {
        guard !polygon.isEmpty else { return nil }
        var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for point in polygon.points {
            let h = toTarget.apply(point)
            guard h.w > 0 else { return nil }
            let (x, y) = (h.x / h.w, h.y / h.w)
            // Non-finite geometry is left to the stages that know what to do with it.
            guard x.isFinite, y.isFinite else { return nil }
            box.minX = min(box.minX, x); box.maxX = max(box.maxX, x)
            box.minY = min(box.minY, y); box.maxY = max(box.maxY, y)
        }
        return box
    }

    /// Whether the item's projected polygon is exactly its bounding box (four corners on it).
    private static func isAxisAlignedRectangle(_ item: DrawItem, box: Box) -> Bool {
        item.withPolygon { polygon, toTarget in
            guard polygon.points.count == 4, toTarget.isAffine else { return false }
            // A rectangle of its plane (as a layer's bounds are made) through a map that neither
            // turns nor shears keeps its corners on its bounding box: nothing to project.
            if toTarget.m12 == 0, toTarget.m21 == 0, isRectangle(polygon.points) { return true }
            return polygon.points.allSatisfy { point in
                let p = toTarget.project(point)
                return (p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY)
            }
        }
    }
}
