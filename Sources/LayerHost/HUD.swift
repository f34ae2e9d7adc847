import Foundation
import GLRender
import LayerTree

/// The heads-up display (`f`): a frame-time graph with the frame-budget line, drawn with layers,
/// and the frame's numbers in a text layer under it: fps, draw calls, triangles, points, offscreen passes,
/// blended pixels, damaged and shaded pixels, rasterize cache hits and misses, dropped frames, the
/// app thread's stall, each stage's time on the app and render threads, and janky frames by cause.
final class HUD {
    let layer = CALayer()
    private let numbers = CATextLayer()
    private var bars: [CALayer] = []
    private let budgetLine = CALayer()
    private let barCount = 90
    /// Wide enough for the render thread's line of stage times in 11-point DejaVu Sans Mono.
    private static let width: CGFloat = 430
    /// Milliseconds per point of bar height.
    private let scale: CGFloat = 2
    /// What the graph shows now: unchanged numbers change no layer, so a still window stays still.
    private var shownIntervals: [Double]?
    private var shownBudget: Double?

    init() {
        layer.name = "HUD"
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: Self.width, height: 80 + 132)
        layer.position = CGPoint(x: 8, y: 8)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.6)
        layer.cornerRadius = 4
        for i in 0..<barCount {
            let bar = CALayer()
            bar.anchorPoint = CGPoint(x: 0, y: 1)
            bar.position = CGPoint(x: 4 + CGFloat(i) * 3, y: 76)
            bar.bounds = CGRect(x: 0, y: 0, width: 2, height: 0)
            layer.addSublayer(bar)
            bars.append(bar)
        }
        budgetLine.backgroundColor = CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
        layer.addSublayer(budgetLine)
        numbers.name = "HUD numbers"
        numbers.anchorPoint = .zero
        numbers.position = CGPoint(x: 4, y: 80)
        numbers.bounds = CGRect(x: 0, y: 0, width: Self.width - 8, height: 130)
        numbers.fontSize = 11
        numbers.font = "DejaVu Sans Mono"
        numbers.isWrapped = true
        numbers.foregroundColor = .white
        layer.addSublayer(numbers)
        layer.isHidden = true
    }

    /// Shows the frame's numbers; `scale` keeps the text crisp on high-DPI windows.
    func show(_ summary: FrameLog.Summary, stallMilliseconds: Double, scale: CGFloat) {
        guard !layer.isHidden else { return }
        let s = summary.last
        let text =
            String(
                format: "%.1f fps  p95 %.1f ms  %d dropped\nstall %.0f ms  %d draws  %d tris  %d pts\n"
                    + "%d offscreen  %d blended px\ndamaged %d px  shaded %d px\nraster cache %d hit  %d miss\n",
                summary.framesPerSecond, summary.p95Milliseconds, summary.droppedFrames, stallMilliseconds,
                s.drawCalls, s.triangles, s.points, s.offscreenPasses, s.blendedPixels, s.damagedPixels, s.shadedPixels,
                s.rasterCacheHits, s.rasterCacheMisses)
            + Self.stageLines(summary.stages) + "\n" + Self.jankLine(summary.jank)
        guard numbers.string as? String != text || numbers.contentsScale != scale else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        numbers.contentsScale = scale
        numbers.string = text
        CATransaction.commit()
    }

    /// Milliseconds per stage: the app thread's (callbacks, commit, layout, display) and the render
    /// thread's (evaluate, planning, batching, encoding, gpu), a line each, with short names to fit.
    static func stageLines(_ stages: StageMilliseconds) -> String {
        let short: [FrameStage: String] = [
            .callbacks: "cb", .commit: "commit", .layout: "layout", .display: "display",
            .evaluate: "eval", .planning: "plan", .batching: "batch", .encoding: "enc", .gpu: "gpu",
        ]
        func line(_ title: String, _ list: [FrameStage]) -> String {
            title + list.map { String(format: " %@ %.1f", short[$0]!, stages[$0]) }.joined()
        }
        return line("app   ", FrameStage.appThread) + "\n" + line("render", FrameStage.renderThread)
    }

    /// The janky frames (more than one refresh late) by cause, most frequent first.
    static func jankLine(_ jank: [JankCause: Int]) -> String {
        let total = jank.values.reduce(0, +)
        guard total > 0 else { return "jank 0" }
        let causes = jank.sorted { ($0.value, $1.key.description) > ($1.value, $0.key.description) }
        return "jank \(total): " + causes.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }

    /// Shows the latest frame intervals against the budget of one refresh.
    func update(intervals: [Double], budgetMilliseconds: Double) {
        guard !layer.isHidden, intervals != shownIntervals || budgetMilliseconds != shownBudget else { return }
        shownIntervals = intervals
        shownBudget = budgetMilliseconds
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        budgetLine.frame = CGRect(
            x: 4, y: 76 - CGFloat(budgetMilliseconds) * scale, width: CGFloat(barCount) * 3, height: 1)
        let padded = Array(repeating: 0.0, count: max(0, barCount - intervals.count)) + intervals.suffix(barCount)
        for (bar, interval) in zip(bars, padded) {
            bar.bounds.size.height = min(CGFloat(interval) * scale, 72)
            let over = interval > budgetMilliseconds * 1.5
            bar.backgroundColor =
                over
                ? CGColor(red: 1, green: 0.4, blue: 0.2, alpha: 1)
                : CGColor(red: 0.3, green: 0.9, blue: 0.4, alpha: 1)
        }
        CATransaction.commit()
    }
}
