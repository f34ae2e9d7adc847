import Foundation

extension BenchReport {
    /// The human-readable report: one row per workload, then what the columns mean.
    func table() -> String {
        let headers = [
            "workload", "N", "frames", "fps", "ms med", "ms p95", "cpu ms", "eval ms", "render ms", "planning",
            "batching", "encoding", "finish", "draws",
            "triangles", "points", "uploaded", "offscreen", "damaged px", "shaded px", "peak RSS",
        ]
        var rows: [[String]] = []
        for r in results {
            rows.append([
                r.workload.rawValue, "\(r.count)", "\(r.frames)", Self.number(r.fps, 1),
                Self.number(r.msPerFrameMedian, 3), Self.number(r.msPerFrameP95, 3),
                Self.number(r.cpuMsPerFrame, 3),
                Self.number(r.evaluationMsPerFrame, 3), r.renderMsPerFrame.map { Self.number($0, 3) } ?? "–",
                r.planningMsPerFrame.map { Self.number($0, 3) } ?? "–",
                r.batchingMsPerFrame.map { Self.number($0, 3) } ?? "–",
                r.encodingMsPerFrame.map { Self.number($0, 3) } ?? "–",
                r.finishMsPerFrame.map { Self.number($0, 3) } ?? "–",
                r.drawCalls.map { Self.count($0) } ?? "–", r.triangles.map { Self.count($0) } ?? "–",
                r.points.map { Self.count($0) } ?? "–",
                r.verticesUploaded.map { Self.count($0) } ?? "–", r.offscreenPasses.map { Self.count($0) } ?? "–",
                r.damagedPixels.map { Self.count($0) } ?? "–", r.shadedPixels.map { Self.count($0) } ?? "–",
                r.peakRSSKilobytes.map { String(format: "%.1f MiB", Double($0) / 1024) } ?? "?",
            ])
        }
        var lines = [
            "layerkit bench: \(canvas[0])×\(canvas[1]) canvas, media clock "
                + "+\(Self.number(frameInterval * 1000, 3)) ms per frame"
                + (renderer.map { ", GL_RENDERER \($0)" } ?? ""),
            "",
        ]
        lines += Self.align([headers] + rows)
        lines.append("")
        for r in results where r.workload == .presentation {
            lines.append(
                "presentation: \(r.count) layers, \(r.animatedLayers) animated (\(r.animatedProperties) properties): "
                    + "\(Self.number(r.microsecondsPerFrame ?? 0, 1)) µs/frame for makeRenderTree(at:), "
                    + "\(Self.number(r.baselineMicrosecondsPerFrame ?? 0, 1)) µs without the animations, "
                    + (r.nanosecondsPerAnimatedProperty.map { "\(Self.number($0, 1)) ns per animated property" }
                        ?? "no animated properties"))
        }
        for r in results {
            guard let fps = r.trackedFps, let shaded = r.trackedShadedPixels else { continue }
            lines.append(
                "\(r.workload.rawValue) \(r.count), damage-tracked as an app draws it: \(Self.number(fps, 1)) fps, "
                    + "\(Self.count(shaded)) pixels shaded a frame (the row above forces every frame whole, as the peer's "
                    + "forced redraw).")
        }
        if results.contains(where: { $0.finish != nil }) {
            lines.append(
                "render = planning + batching (into the command buffer) + encoding (GL) + finish (glFinish, "
                    + "where the driver rasterizes), as the peer finishes each frame.")
        }
        lines += [
            "ms med/p95: wall time per frame (evaluation + render); cpu ms: process CPU per frame, all threads.",
            "eval ms: makeRenderTree(at:), the presentation tree.",
            "draws, triangles, points (sprites), uploaded (vertices), offscreen (passes): per frame, from the renderer's "
                + "statistics.",
            "damaged px: pixels redrawn (the damage since the last frame); shaded px: pixels the draws covered inside it.",
            "Compare with Qt only as a ratio measured in the same sitting (shared/peers/qtquick/run.sh).",
        ]
        return lines.joined(separator: "\n")
    }

    static func number(_ value: Double, _ places: Int) -> String {
        String(format: "%.\(places)f", value)
    }

    /// A per-frame mean: whole when it is whole.
    private static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// Columns padded to their widest cell: the first left-aligned, the rest right-aligned.
    static func align(_ table: [[String]]) -> [String] {
        let widths = (0..<(table.first?.count ?? 0)).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }
}
