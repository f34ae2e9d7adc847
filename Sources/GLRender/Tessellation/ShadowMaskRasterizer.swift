import Foundation
@_spi(Rendering) import LayerTree

/// Rasterizes a shadow's silhouette (a path's nonzero coverage, or a layer's contents' alpha) and
/// blurs it by a Gaussian, on the CPU.
///
/// Done once per `ShadowMaskKey`, before the frame that first draws it executes (`FrameResources`;
/// the backend keeps the texture), so such a shadow costs no
/// offscreen pass in any frame. A path's coverage is exact along each scanline (spans with
/// fractional ends) over 4 scanlines per pixel row; contents are sampled 2 × 2 times per texel.
/// The blur is separable, with normalised discrete weights cut at 3σ, as `gaussian_blur.frag` uses.
enum ShadowMaskRasterizer {
    /// Row-major alpha, row 0 at the mask's top (`key.coveredRect.minY`).
    static func mask(for key: ShadowMaskKey) -> [UInt8] {
        let width = key.pixelWidth, height = key.pixelHeight
        var coverage: [Float]
        switch key.silhouette {
        case .path(let elements): coverage = pathCoverage(elements, key: key)
        case .contents(let contents): coverage = contentsCoverage(contents, key: key)
        }
        // σ in texels: at most what `maskDensity` aims for (a degenerate box's fallback density could
        // ask for thousands of taps a texel), and none below a thousandth of a texel, whose
        // kernel's σ² underflows to 0 and its weights to NaN (a `shadowRadius` of 1e-300).
        let sigma = min(key.sigma * key.density, Planner.maxSigmaTexels)
        if sigma >= 1e-3 {
            coverage = blur(coverage, width: width, height: height, sigma: sigma)
        }
        // NaN coverage (a path at infinity) is no coverage, not a trap converting it.
        return coverage.map { $0 > 0 ? UInt8(min($0, 1) * 255 + 0.5) : 0 }
    }

    /// The contents' alpha averaged over 2 × 2 samples per texel.
    private static func contentsCoverage(_ contents: ContentsSilhouette, key: ShadowMaskKey) -> [Float] {
        let width = key.pixelWidth, height = key.pixelHeight
        let rect = key.coveredRect
        var coverage = [Float](repeating: 0, count: width * height)
        let step = 1 / key.density
        for row in 0..<height {
            for column in 0..<width {
                var sum: Float = 0
                for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                    sum += contents.alpha(
                        atX: Double(rect.minX) + (Double(column) + sx) * step,
                        y: Double(rect.minY) + (Double(row) + sy) * step)
                }
                coverage[row * width + column] = sum / 4
            }
        }
        return coverage
    }

    /// A path's nonzero coverage.
    private static func pathCoverage(_ elements: [CGPathElement], key: ShadowMaskKey) -> [Float] {
        let width = key.pixelWidth, height = key.pixelHeight
        let rect = key.coveredRect
        let density = key.density
        let polylines = CGPath.rebuilt(from: elements).flattened(tolerance: CGFloat(0.1 / density))
        // Edges in texel coordinates, with their winding direction.
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, dir: Int)] = []
        for line in polylines where line.count >= 2 {
            var points = line.map { (Double($0.x - rect.minX) * density, Double($0.y - rect.minY) * density) }
            if points.first! != points.last! { points.append(points.first!) }  // fills close open subpaths
            for i in 0..<(points.count - 1) {
                let (a, b) = (points[i], points[i + 1])
                if a.1 == b.1 { continue }
                edges.append(a.1 < b.1 ? (a.0, a.1, b.0, b.1, 1) : (b.0, b.1, a.0, a.1, -1))
            }
        }
        var coverage = [Float](repeating: 0, count: width * height)
        let samples = 4
        var crossings: [(x: Double, dir: Int)] = []
        for row in 0..<height {
            for s in 0..<samples {
                let y = Double(row) + (Double(s) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for e in edges where y >= e.y0 && y < e.y1 {
                    crossings.append((e.x0 + (y - e.y0) / (e.y1 - e.y0) * (e.x1 - e.x0), e.dir))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (i, c) in crossings.enumerated() {
                    winding += c.dir
                    guard winding != 0, i + 1 < crossings.count else { continue }
                    addSpan(
                        from: c.x, to: crossings[i + 1].x, weight: 1 / Float(samples),
                        row: &coverage[(row * width)..<((row + 1) * width)], width: width)
                }
            }
        }
        return coverage
    }

    /// Adds `weight` × the covered fraction of each pixel between `x0` and `x1`.
    private static func addSpan(
        from x0: Double, to x1: Double, weight: Float, row: inout ArraySlice<Float>,
        width: Int
    ) {
        let a = max(0, x0), b = min(Double(width), x1)
        guard b > a else { return }
        let base = row.startIndex
        let first = Int(a), last = min(Int(b), width - 1)
        if first == last {
            row[base + first] += weight * Float(b - a)
            return
        }
        row[base + first] += weight * Float(Double(first + 1) - a)
        if last > first + 1 { for x in (first + 1)..<last { row[base + x] += weight } }
        row[base + last] += weight * Float(b - Double(last))
    }

    private static func blur(_ image: [Float], width: Int, height: Int, sigma: Double) -> [Float] {
        let taps = Int((3 * sigma).rounded(.up))
        var kernel = (-taps...taps).map { Float(exp(-0.5 * Double($0 * $0) / (sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var horizontal = [Float](repeating: 0, count: image.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -taps...taps {
                    let sx = min(max(x + k, 0), width - 1)
                    sum += kernel[k + taps] * image[y * width + sx]
                }
                horizontal[y * width + x] = sum
            }
        }
        var out = [Float](repeating: 0, count: image.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for k in -taps...taps {
                    let sy = min(max(y + k, 0), height - 1)
                    sum += kernel[k + taps] * horizontal[sy * width + x]
                }
                out[y * width + x] = sum
            }
        }
        return out
    }
}
