import Foundation
@_spi(Rendering) import LayerTree

/// What identifies a shadow mask rasterized and blurred on the CPU (`ShadowMaskRasterizer`) and
/// kept by the backend: the silhouette, the blur and the pixel density.
///
/// A silhouette the CPU already knows (a `shadowPath`, a shape layer's fill, an image's or a
/// text's alpha) is blurred once into a mask and drawn each frame as one tinted quad, instead of
/// drawing the layer into two offscreen passes every frame.
struct ShadowMaskKey: Hashable {
    /// What the mask is the blurred alpha of, in the layer's own coordinates.
    enum Silhouette: Hashable {
        /// A path filled with the nonzero rule (`shadowPath`, or a shape layer's fill).
        case path([CGPathElement])
        /// The alpha of a layer's contents where they are drawn (an image, or a text layer's text).
        case contents(ContentsSilhouette)

        /// The silhouette's bounding box.
        var box: CGRect {
            switch self {
            case .path(let elements): return CGPath.boundingBox(of: elements)
            case .contents(let contents): return contents.box
            }
        }
    }

    let silhouette: Silhouette
    /// σ in points.
    let sigma: Double
    /// Texels per point, quantized to steps of 2^(1/4) so that a slowly scaling layer reuses its mask.
    let density: Double
    /// The silhouette's bounding box, measured once.
    let box: CGRect

    /// `box` is `silhouette.box`, passed in where the caller measured it already (a path's box
    /// rebuilds the path).
    init(silhouette: Silhouette, box: CGRect? = nil, sigma: Double, density: Double) {
        self.silhouette = silhouette
        self.sigma = sigma
        self.density = density
        self.box = box ?? silhouette.box
    }

    /// The rectangle of the silhouette's plane that the mask covers: its box grown by 3σ and a texel.
    var coveredRect: CGRect {
        let grow = CGFloat(3 * sigma + 1 / density)
        let grown = box.insetBy(dx: -grow, dy: -grow)
        return CGRect(
            x: grown.minX, y: grown.minY,
            width: CGFloat(Double(pixelWidth) / density), height: CGFloat(Double(pixelHeight) / density))
    }

    /// The mask's size and blur, for error messages.
    var description: String { "\(pixelWidth)×\(pixelHeight) texels, σ \(sigma) pt" }

    var pixelWidth: Int { pixelSide(Double(box.width)) }
    var pixelHeight: Int { pixelSide(Double(box.height)) }

    private func pixelSide(_ length: Double) -> Int {
        let grow = 3 * sigma + 1 / density
        // At most the side `maskDensity` aims for (2048) with room for rounding; a silhouette too far
        // out for that (an infinite box) gets a clamped, blank mask rather than a trap.
        return GLRender.pixelSide((length + 2 * grow) * density, limit: 4096)
    }
}

/// A layer's contents as a silhouette: the image and where its pieces are drawn.
///
/// Two are the same when they show the same image (by identity: a text layer keeps its image while
/// its text is unchanged) in the same places, so the hash reads no pixels.
struct ContentsSilhouette: Hashable {
    let image: CGImage
    /// Where each piece of the image goes in the layer (`ContentsLayout`), clipped to nothing.
    let slices: [ContentsSlice]

    var box: CGRect { slices.dropFirst().reduce(slices.first?.destination ?? .null) { $0.union($1.destination) } }

    /// The part of the layer where the alpha can be more than 0 (`alpha(atX:y:)`), nil where none can.
    var inkBox: CGRect? {
        let box = slices.compactMap { $0.inkDestination(of: image) }.reduce(CGRect.null) { $0.union($1) }
        return box.isNull ? nil : box
    }

    static func == (a: Self, b: Self) -> Bool { a.image.imageID == b.image.imageID && a.slices == b.slices }

    func hash(into hasher: inout Hasher) {
        hasher.combine(image.imageID)
        for slice in slices {
            for rect in [slice.destination, slice.source] {
                hasher.combine(rect.origin.x); hasher.combine(rect.origin.y)
                hasher.combine(rect.size.width); hasher.combine(rect.size.height)
            }
        }
    }

    /// The image's alpha at a point of the layer (0 outside every piece), sampled bilinearly.
    func alpha(atX x: Double, y: Double) -> Float {
        for slice in slices {
            let d = slice.destination
            guard x >= Double(d.minX), x < Double(d.maxX), y >= Double(d.minY), y < Double(d.maxY) else { continue }
            let s = slice.source
            let u = Double(s.minX) + (x - Double(d.minX)) * Double(s.width / d.width)
            let v = Double(s.minY) + (y - Double(d.minY)) * Double(s.height / d.height)
            return sampledAlpha(u - 0.5, v - 0.5)
        }
        return 0
    }

    /// Bilinear alpha at image coordinates (texel centers at integers), edge pixels repeating.
    private func sampledAlpha(_ u: Double, _ v: Double) -> Float {
        let (w, h) = (image.width, image.height)
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let (fx, fy) = (Float(u - Double(x0)), Float(v - Double(y0)))
        func texel(_ x: Int, _ y: Int) -> Float {
            Float(image.pixels[(min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)) * 4 + 3]) / 255
        }
        let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
        let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
