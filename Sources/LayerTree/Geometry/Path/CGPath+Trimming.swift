import Foundation

extension CGPath {
    /// The part of the path from `start` to `end` of its length (fractions, clamped to 0…1),
    /// measured over all its subpaths in order as Core Animation trims a shape layer's stroke
    /// (`strokeStart`, `strokeEnd`): curves flattened to chords within `tolerance`, and each kept
    /// piece an open polyline, so a trimmed closed subpath has ends rather than a join.
    func trimmed(from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.05) -> CGPath {
        let polylines = flattened(tolerance: tolerance)
        let lengths = polylines.map { line in zip(line, line.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) } }
        let total = lengths.joined().reduce(0, +)
        let from = min(max(start, 0), 1) * total, to = min(max(end, 0), 1) * total
        let trimmed = CGMutablePath()
        guard to > from else { return trimmed }
        var travelled: CGFloat = 0
        for (line, segments) in zip(polylines, lengths) {
            var isDrawing = false
            for (i, length) in segments.enumerated() {
                let a = line[i], b = line[i + 1]
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - segmentStart) / length, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !isDrawing {
                    trimmed.move(to: point(at: max(from, segmentStart)))
                    isDrawing = true
                }
                trimmed.addLine(to: point(at: min(to, segmentEnd)))
            }
        }
        return trimmed
    }
}
