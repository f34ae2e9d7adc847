import Foundation
@_spi(Rendering) import LayerTree

/// One axis-aligned piece of a layer's contents: where it goes in the layer's bounds
/// coordinates (points) and which pixels of the image fill it.
struct ContentsSlice: Equatable {
    /// In the layer's own coordinates (y down).
    var destination: CGRect
    /// In image pixels from the top-left; may reach past the image (edge pixels repeat).
    var source: CGRect

    /// The part of the slice inside `rect`, with the matching part of its source; `nil` if none is.
    func clipped(to rect: CGRect) -> ContentsSlice? {
        guard let inside = destination.overlap(rect), inside.width > 0, inside.height > 0 else { return nil }
        let (sx, sy) = (source.width / destination.width, source.height / destination.height)
        return ContentsSlice(
            destination: inside,
            source: CGRect(
                x: source.minX + (inside.minX - destination.minX) * sx,
                y: source.minY + (inside.minY - destination.minY) * sy,
                width: inside.width * sx, height: inside.height * sy))
    }

    /// The part of the destination where `image`, sampled bilinearly, can have alpha above 0: its
    /// `alphaBounds` and a pixel more (a bilinear sample's reach), except on sides whose edge
    /// pixels are not transparent (they repeat past the image). Nil where none can.
    func inkDestination(of image: CGImage) -> CGRect? {
        guard let ink = image.alphaBounds else { return nil }
        let (d, s) = (destination, source)
        guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { return d }
        // Image pixel X lies at x = d.minX + (X − s.minX) · d.width / s.width in the layer.
        let (sx, sy) = (d.width / s.width, d.height / s.height)
        var (x0, x1, y0, y1) = (d.minX, d.maxX, d.minY, d.maxY)
        if ink.minX >= 1 { x0 = max(x0, d.minX + (CGFloat(ink.minX - 1) - s.minX) * sx) }
        if ink.maxX <= image.width - 1 { x1 = min(x1, d.minX + (CGFloat(ink.maxX + 1) - s.minX) * sx) }
        if ink.minY >= 1 { y0 = max(y0, d.minY + (CGFloat(ink.minY - 1) - s.minY) * sy) }
        if ink.maxY <= image.height - 1 { y1 = min(y1, d.minY + (CGFloat(ink.maxY + 1) - s.minY) * sy) }
        return x1 > x0 && y1 > y0 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

/// Where a layer's contents go: `contentsRect`, `contentsGravity`, `contentsScale` and the
/// nine-slice `contentsCenter`, as pure geometry (no GL, no tiling).
///
/// - The part of the image drawn is `contentsRect` (unit coordinates from the top-left);
///   its natural size in points is `pixels · contentsRect.size / contentsScale`.
/// - Gravity places that natural size in the bounds. Names are y-up (Core Animation's):
///   `top` is the max-y edge, the visual bottom in y-down geometry.
/// - `contentsCenter` (unit coordinates of the `contentsRect` part) is the stretchable
///   middle: the margins around it keep their natural size in points, shrunk in
///   proportion when the destination is smaller than the two margins together, and the
///   image is drawn as up to nine slices. The default `[0, 0, 1, 1]` is one slice.
enum ContentsLayout {
    static func slices(of contents: RenderContents, in bounds: CGRect) -> [ContentsSlice] {
        let image = contents.image
        let unit = contents.contentsRect
        let source = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        let scale = contents.contentsScale > 0 ? contents.contentsScale : 1
        guard source.width > 0, source.height > 0, bounds.width > 0 || bounds.height > 0 else { return [] }
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = place(natural, in: bounds, gravity: contents.gravity)
        guard destination.width > 0, destination.height > 0 else { return [] }

        let center = contents.contentsCenter
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) {
            return [ContentsSlice(destination: destination, source: source)]
        }
        let xs = edges(
            source: source.minX, source.width, destination: destination.minX, destination.width,
            center: center.minX, center.maxX, scale: scale)
        let ys = edges(
            source: source.minY, source.height, destination: destination.minY, destination.height,
            center: center.minY, center.maxY, scale: scale)
        var slices: [ContentsSlice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let d = CGRect(
                    x: xs.destination[column], y: ys.destination[row],
                    width: xs.destination[column + 1] - xs.destination[column],
                    height: ys.destination[row + 1] - ys.destination[row])
                // Rounding can leave a sliver where a shrunk middle vanished.
                guard d.width > 1e-9, d.height > 1e-9 else { continue }
                let s = CGRect(
                    x: xs.source[column], y: ys.source[row],
                    width: xs.source[column + 1] - xs.source[column],
                    height: ys.source[row + 1] - ys.source[row])
                slices.append(ContentsSlice(destination: d, source: s))
            }
        }
        return slices
    }

    /// The four slice edges along one axis, in source pixels and destination points.
    private static func edges(
        source s0: CGFloat, _ sourceLength: CGFloat, destination d0: CGFloat,
        _ destinationLength: CGFloat, center c0: CGFloat, _ c1: CGFloat, scale: CGFloat
    )
        -> (source: [CGFloat], destination: [CGFloat])
    {
        let low = min(max(c0, 0), 1), high = max(min(c1, 1), low)
        let leading = low * sourceLength, trailing = (1 - high) * sourceLength
        var leadingPoints = leading / scale, trailingPoints = trailing / scale
        let margins = leadingPoints + trailingPoints
        if margins > destinationLength, margins > 0 {
            // Too small for both margins: shrink them together, the middle vanishes.
            leadingPoints *= destinationLength / margins
            trailingPoints *= destinationLength / margins
        }
        return (
            [s0, s0 + leading, s0 + sourceLength - trailing, s0 + sourceLength],
            [d0, d0 + leadingPoints, d0 + destinationLength - trailingPoints, d0 + destinationLength]
        )
    }

    /// The rectangle of `natural` size that `gravity` gives in `bounds` (LayerTree's rule, which
    /// `CALayer.render(in:)` shares).
    static func place(_ natural: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        gravity.placement(of: natural, in: bounds)
    }

    /// The box all of `contents` covers in the layer (for offscreen extents).
    static func extent(of contents: RenderContents, in bounds: CGRect) -> CGRect? {
        let rects = slices(of: contents, in: bounds).map(\.destination)
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
