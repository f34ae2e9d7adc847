import GLRender

/// How closely a render matches a reference image, tolerant of a different rasterizer's
/// anti-aliasing but not of a shape that moved, changed colour or is missing.
///
/// A pixel matches when some pixel within `radius` of it in the other image is within
/// `tolerance` in every premultiplied RGBA channel (10% by default), checked both ways so that
/// a shape missing from either image counts; or when the two images' means over the pixels
/// within `radius` of it agree within `tolerance` in every channel. The second test lets an edge
/// through whose anti-aliasing ramp one rasterizer spreads over two pixels and another over one
/// (Core Animation composites rasterized layers at fractional offsets, which softens their
/// edges: lottie-ios's issue_1460 shows 255, 175, 48 where ours shows 255, 255, 30): the ramp
/// moves no coverage, so the means agree. An edge one pixel away moves a third of the contrast
/// into or out of each mean, and a shape moved, recoloured or missing more still. The score is
/// the share of *ink* pixels that match: pixels that differ from the corners' colour (the
/// background: that of most of the four corners) in either image, so that a small shape on a large empty canvas weighs as much as
/// a large one. Ink is counted as at least 1% of the image, so that an image filled edge to edge
/// (whose corner is no background) is not judged on a handful of edge pixels. The outermost pixel
/// of each side is left out: that is where two renderers round a fractional canvas (281.25 points
/// at 2×) differently.
struct ImageMatch {
    /// The share of ink pixels that match, 0…1; 1 when neither image has ink.
    let score: Double
    /// How many ink pixels did not match.
    let mismatches: Int
    /// How many pixels are ink in either image.
    let inkPixels: Int

    init(_ a: RGBAImage, _ b: RGBAImage, radius: Int = 1, tolerance: Int = 26) {
        precondition(a.width == b.width && a.height == b.height, "images of different sizes")
        let (width, height) = (a.width, a.height)
        let pa = Self.premultiplied(a)
        let pb = Self.premultiplied(b)
        let backgroundA = Self.background(pa, width: width, height: height)
        let backgroundB = Self.background(pb, width: width, height: height)
        func close(_ x: [Int], _ i: Int, _ y: [Int], _ j: Int) -> Bool {
            abs(x[i] - y[j]) <= tolerance && abs(x[i + 1] - y[j + 1]) <= tolerance
                && abs(x[i + 2] - y[j + 2]) <= tolerance && abs(x[i + 3] - y[j + 3]) <= tolerance
        }
        func matchesNearby(_ x: [Int], _ y: [Int], _ px: Int, _ py: Int) -> Bool {
            let i = (py * width + px) * 4
            for dy in -radius...radius {
                for dx in -radius...radius {
                    let (qx, qy) = (px + dx, py + dy)
                    guard qx >= 0, qy >= 0, qx < width, qy < height else { continue }
                    if close(x, i, y, (qy * width + qx) * 4) { return true }
                }
            }
            return false
        }
        func meansAgree(_ px: Int, _ py: Int) -> Bool {
            for channel in 0..<4 {
                var (sumA, sumB, count) = (0, 0, 0)
                for qy in max(py - radius, 0)...min(py + radius, height - 1) {
                    for qx in max(px - radius, 0)...min(px + radius, width - 1) {
                        let k = (qy * width + qx) * 4 + channel
                        (sumA, sumB, count) = (sumA + pa[k], sumB + pb[k], count + 1)
                    }
                }
                if abs(sumA - sumB) > tolerance * count { return false }
            }
            return true
        }
        var ink = 0
        var mismatches = 0
        for py in 1..<max(height - 1, 1) {
            for px in 1..<max(width - 1, 1) {
                let i = (py * width + px) * 4
                let isInk = !close(pa, i, backgroundA, 0) || !close(pb, i, backgroundB, 0)
                guard isInk else { continue }
                ink += 1
                let matches = matchesNearby(pa, pb, px, py) && matchesNearby(pb, pa, px, py)
                if !matches && !meansAgree(px, py) { mismatches += 1 }
            }
        }
        inkPixels = max(ink, width * height / 100, 1)
        self.mismatches = mismatches
        score = 1 - Double(mismatches) / Double(inkPixels)
    }

    /// The background: the colour most of the four corners share, the top-left one's on a tie. One corner
    /// alone is not enough: a shape can cover it (lottie-ios's snapshots of pr_1930_rx put a piece
    /// of the star on the top-left corner), and its colour would then be taken for the background
    /// and the shape left uncounted.
    static func background(_ pixels: [Int], width: Int, height: Int) -> [Int] {
        let corners = [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)].map { x, y in
            Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4])
        }
        // The first of the most frequent (`max(by:)` keeps the first of equals): the top-left one on a tie.
        return corners.max { a, b in corners.filter { $0 == a }.count < corners.filter { $0 == b }.count }!
    }

    private static func premultiplied(_ image: RGBAImage) -> [Int] {
        var out = [Int](repeating: 0, count: image.bytes.count)
        for i in stride(from: 0, to: image.bytes.count, by: 4) {
            let alpha = Int(image.bytes[i + 3])
            for c in 0..<3 { out[i + c] = (Int(image.bytes[i + c]) * alpha + 127) / 255 }
            out[i + 3] = alpha
        }
        return out
    }
}
