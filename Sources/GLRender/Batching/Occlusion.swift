import Foundation

/// Finds the 2D draw items of a pass that opaque rectangles in front of them hide wholly, so the
/// emit stage leaves them out: their triangles are never set up and their pixels never tested.
///
/// The opaque phase's depth test already keeps hidden pixels from being shaded; this removes the
/// items themselves. Walking front to back, the occluders are opaque flat items whose projected
/// polygon is an axis-aligned rectangle in target pixels (any 2D layer with a square opaque
/// background and no rotation); an item is hidden when its projected bounding box lies inside
/// one of the occluders in front of it. Only the largest `maximumOccluders` are kept, so the walk
/// is linear in the items. Items in 3D rendering contexts are never occluders (the depth buffer
/// orders them) and never hidden this way.
enum Occlusion {
    static let maximumOccluders = 16

    private struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var area: Double { (maxX - minX) * (maxY - minY) }
        func contains(_ o: Box) -> Bool { minX <= o.minX && minY <= o.minY && maxX >= o.maxX && maxY >= o.maxY }
    }

    /// The indices of the hidden items.
    static func hiddenItems(_ items: [DrawItem]) -> Set<Int> {
        var hidden = Set<Int>()
        var occluders: [Box] = []
        for order in items.indices.reversed() {
            let item = items[order]
            guard item.planeDepth == nil, let box = projectedBox(item) else { continue }
            if occluders.contains(where: { $0.contains(box) }) {
                hidden.insert(order)
                continue
            }
            if Batcher.isOpaqueFlat(item), isAxisAlignedRectangle(item) {
                occluders.append(box)
                if occluders.count > maximumOccluders {
                    occluders.sort { $0.area > $1.area }
                    occluders.removeLast()
                }
            }
        }
        return hidden
    }

    /// The item's bounding box in target pixels, or nil where part of it lies behind the eye.
    private static func projectedBox(_ item: DrawItem) -> Box? {
        let (polygon, toTarget, _, _) = OverlayPlanner.placement(item)
        guard !polygon.isEmpty else { return nil }
        var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for point in polygon.points {
            let h = toTarget.apply(point)
            guard h.w > 0 else { return nil }
            let (x, y) = (h.x / h.w, h.y / h.w)
            box.minX = min(box.minX, x); box.maxX = max(box.maxX, x)
            box.minY = min(box.minY, y); box.maxY = max(box.maxY, y)
        }
        return box
    }

    /// Whether the item's projected polygon is exactly its bounding box (four corners on it).
    private static func isAxisAlignedRectangle(_ item: DrawItem) -> Bool {
        let (polygon, toTarget, _, _) = OverlayPlanner.placement(item)
        guard polygon.points.count == 4, toTarget.isAffine, let box = projectedBox(item) else { return false }
        return polygon.points.allSatisfy { point in
            let p = toTarget.project(point)
            return (p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY)
        }
    }
}
