import Foundation
import Logging

/// Debugging switches read from the environment when a renderer is made, so that any program
/// using the renderer can be looked into without changing its code, as Qt Quick's
/// `QSG_VISUALIZE` and `QSG_RENDERER_DEBUG` allow:
///
/// - `LAYERKIT_DEBUG=blended,offscreen,…`: the debug overlays (`DebugOverlay.names`) from the
///   first frame on. A program's own choice (`render --debug`, the window's keys) replaces them.
/// - `LAYERKIT_STATS=1`: each frame's statistics logged through swift-log (label
///   `layerkit.stats`, level info), one line a frame.
///
/// ```sh
/// LAYERKIT_DEBUG=blended,offscreen LAYERKIT_STATS=1 .build/release/layerkit demo --demo 6
/// ```
struct EnvironmentSwitches {
    var overlays: DebugOverlay = []
    var logsStatistics = false

    static let debugVariable = "LAYERKIT_DEBUG"
    static let statsVariable = "LAYERKIT_STATS"

    /// Reads the switches; a bad value is logged as one line naming the variable, and the rest applies.
    static func read(
        from environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = Logger(label: "layerkit")
    ) -> EnvironmentSwitches {
        var switches = EnvironmentSwitches()
        if let list = environment[debugVariable], !list.isEmpty {
            // Each known name applies; an unknown one is reported and skipped, not fatal to the program.
            for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty
            {
                do {
                    switches.overlays.formUnion(try DebugOverlay(parsing: name))
                } catch {
                    logger.error("\(debugVariable): \(error)")
                }
            }
        }
        if let value = environment[statsVariable] {
            switch value {
            case "1", "true", "yes": switches.logsStatistics = true
            case "", "0", "false", "no": break
            default: logger.error("\(statsVariable): expected 1 or 0, got '\(value)'")
            }
        }
        return switches
    }

    /// One frame's statistics as one log line.
    static func line(_ s: FrameStatistics) -> String {
        var line =
            "frame: \(s.layers) layers, \(s.drawCalls) draw calls, \(s.triangles) triangles, \(s.points) points, "
            + "\(s.offscreenPasses) offscreen passes, \(s.damagedPixels) px damaged"
            + (s.isPartial ? " (partial)" : "") + ", \(s.shadedPixels) px shaded; "
            + String(
                format: "planning %.3f ms, batching %.3f ms, encoding %.3f ms", s.stages.planning, s.stages.batching,
                s.stages.encoding)
        if let gpu = s.gpuMilliseconds { line += String(format: ", gpu %.3f ms", gpu) }
        return line
    }
}
