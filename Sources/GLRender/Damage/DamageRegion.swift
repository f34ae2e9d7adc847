import Foundation

/// The pixels of a target that a frame must redraw, kept as a few rectangles.
///
/// A changed layer adds the box it covered last frame and the box it covers now. Each added box
/// merges into an existing rectangle when their union shades no more pixels than the two apart
/// plus `mergeAllowance` (one rectangle to scissor and cull against is cheaper than two that
/// almost touch), and when more than `maximumRectangles` remain the pair whose union wastes the
/// fewest pixels merges. WebRender and Chromium keep damage the same way: a short list of
/// rectangles, not an exact region, because each rectangle costs a scissored pass over the batch.
public struct DamageRegion: Equatable, Sendable {
    /// The most rectangles kept.
    public static let maximumRectangles = 4
    /// Pixels a merge may add beyond the two rectangles' own areas (about a 32 × 32 block).
    static let mergeAllowance = 1024

    /// The target's own rectangle: nothing is damaged outside it.
    public let bounds: PixelRect
    /// Disjoint-enough rectangles inside `bounds`, none empty.
    public private(set) var rects: [PixelRect] = []

    /// An empty region of a target of `bounds`.
    public init(bounds: PixelRect) { self.bounds = bounds }

    /// The whole target.
    public static func full(_ bounds: PixelRect) -> DamageRegion {
        var region = DamageRegion(bounds: bounds)
        region.add(bounds)
        return region
    }

    /// Whether nothing is damaged: the frame draws nothing.
    public var isEmpty: Bool { rects.isEmpty }
    /// Pixels the rectangles cover (overlaps counted once per rectangle).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }
    /// Whether `area` pixels are over half of `bounds`: past that, one full pass costs less than
    /// scissored ones and the planning around them, so the whole target is redrawn.
    static func isMostOf(_ bounds: PixelRect, area: Int) -> Bool { area * 2 > bounds.area }

    /// Whether the region covers most of the target (`isMostOf`).
    public var coversMostOfTarget: Bool { Self.isMostOf(bounds, area: area) }

    /// Whether the region is the whole target.
    public var isFull: Bool { rects.count == 1 && rects[0] == bounds }
    /// One rectangle holding every damaged pixel (empty when nothing is).
    public var boundingRect: PixelRect { rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }

    /// Adds `rect` (clamped to the target).
    public mutating func add(_ rect: PixelRect) {
        var pending = rect.intersection(bounds)
        guard !pending.isEmpty else { return }
        // Merging can make a rectangle that now overlaps another: fold until nothing merges.
        var merged = true
        while merged {
            merged = false
            for (i, existing) in rects.enumerated() {
                if existing.contains(pending) { return }
                let union = existing.union(pending)
                if pending.contains(existing) || union.area <= existing.area + pending.area + Self.mergeAllowance {
                    rects.remove(at: i)
                    pending = union
                    merged = true
                    break
                }
            }
        }
        rects.append(pending)
        while rects.count > Self.maximumRectangles { mergeCheapestPair() }
    }

    /// Adds every rectangle of `other`.
    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let union = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(union)
    }

    /// Whether `rect` meets any damaged rectangle.
    public func intersects(_ rect: PixelRect) -> Bool { rects.contains { $0.intersects(rect) } }
}
