import Foundation

// Converting between two layers' coordinates goes up from one layer to the space
// where both meet and back down into the other. Each flattening layer on the way
// drops z, so a point in one layer's plane reaches the meeting plane through a
// projective map of the plane (a homography); going down inverts the other layer's
// homography. Through perspective this is exact: the point returned is the one in
// the destination layer's plane that is drawn on top of (or under) the source point.
//
// Choices where Apple documents nothing:
// - `nil` means the root of this layer's tree (its topmost ancestor).
// - Layers in different trees: each tree's root space is taken to be the same
//   space, as if both roots were drawn into one window. So converting from a
//   layer of another tree maps up to that tree's root and down from this one's.
// - Where the layers meet inside a `CATransformLayer` (which has no plane of its
//   own), the meeting space is raised to its nearest flattening ancestor (or the
//   root), where the shared 3D space is actually flattened.
// - A destination layer seen exactly edge-on has no inverse: points come back as
//   (nan, nan) and rectangles as `CGRect.null`.

extension CALayer {
    /// Converts a point from `layer`'s coordinate space (the root's when `nil`) to this layer's.
    ///
    /// ```swift
    /// let p = card.convert(CGPoint(x: 5, y: 5), from: root)
    /// ```
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let map = projectiveMap(from: layer ?? rootLayer) else {
            return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return map.apply(p)
    }

    /// Converts a point from this layer's coordinate space to `layer`'s (the root's when `nil`).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(p, from: self)
    }

    /// Converts a rectangle from `layer`'s coordinate space (the root's when `nil`) to this layer's.
    ///
    /// The result is the axis-aligned box of the four converted corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let map = projectiveMap(from: layer ?? rootLayer) else { return .null }
        return Self.boundingBox(of: r, through: map)
    }

    /// Converts a rectangle from this layer's coordinate space to `layer`'s (the root's when `nil`).
    ///
    /// The result is the axis-aligned box of the four converted corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(r, from: self)
    }

    /// The map from `source`'s plane to this layer's plane, or `nil` when this layer is seen edge-on.
    func projectiveMap(from source: CALayer) -> Homography? {
        if source === self { return .identity }
        let (up, down) = Self.meetingSpaces(source, self)
        let toMeeting = Homography(flattening: source.transform(to: up))
        guard let fromMeeting = Homography(flattening: transform(to: down)).inverse else { return nil }
        return toMeeting.then(fromMeeting)
    }

    /// Where points from `a` and `b` meet: their nearest common flattening ancestor, or each tree's root.
    ///
    /// Two layers (one from each side) so layers in different trees meet at their two roots.
    static func meetingSpaces(_ a: CALayer, _ b: CALayer) -> (CALayer, CALayer) {
        var ancestorsOfA = Set<ObjectIdentifier>()
        var layer: CALayer? = a
        while let current = layer {
            ancestorsOfA.insert(ObjectIdentifier(current))
            layer = current.superlayer
        }
        var common: CALayer? = b
        while let current = common, !ancestorsOfA.contains(ObjectIdentifier(current)) {
            common = current.superlayer
        }
        guard var meeting = common else { return (a.rootLayer, b.rootLayer) }
        // A transform layer's sublayers share its parent's 3D space; flatten where that happens.
        while !meeting.flattensSublayers, let parent = meeting.superlayer { meeting = parent }
        return (meeting, meeting)
    }

    /// The axis-aligned box of a rectangle's four corners through `map`; `.null` when any is not finite.
    static func boundingBox(of r: CGRect, through map: Homography) -> CGRect {
        if r.isNull { return .null }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map(map.apply)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .null }
        return CGRect.boundingBox(of: corners)
    }
}
