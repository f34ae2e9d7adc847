import Foundation
import LayerTree

/// `layerkit bench --baseline OLD.json`: each figure of this run beside an earlier run's
/// (`--json` output), with the ratio, so that a change can be judged in one sitting: run the
/// old build with `--json > old.json`, then the new one with `--baseline old.json`.
struct BenchBaseline {
    let report: BenchReport
    let path: String

    /// Reads an earlier run's JSON report; a one-line error names the file and what is wrong.
    static func load(_ path: String) throws -> BenchBaseline {
        let data: Data
        do {
            data = try InputFile.read(URL(fileURLWithPath: path), limit: 16 << 20)
        } catch let failure as InputFile.Failure {
            throw CommandFailure("cannot read baseline file \(path): \(failure)")
        }
        do {
            return BenchBaseline(report: try JSONDecoder().decode(BenchReport.self, from: data), path: path)
        } catch {
            throw CommandFailure("baseline file \(path) is not a `layerkit bench --json` report: \(Self.reason(error))")
        }
    }

    /// One row per figure of each workload both runs measured at the same N: old, new and new ÷ old.
    func comparison(with current: BenchReport) -> String {
        var rows = [["workload", "N", "figure", "baseline", "this run", "ratio"]]
        var unmatched: [String] = []
        for result in current.results {
            guard let old = report.results.first(where: { $0.workload == result.workload && $0.count == result.count })
            else {
                unmatched.append("\(result.workload.rawValue) \(result.count)")
                continue
            }
            for figure in Self.figures {
                guard let before = old[keyPath: figure.value], let after = result[keyPath: figure.value] else {
                    continue
                }
                rows.append([
                    result.workload.rawValue, "\(result.count)", figure.name, BenchReport.number(before, 3),
                    BenchReport.number(after, 3), before > 0 ? "×" + BenchReport.number(after / before, 2) : "–",
                ])
            }
        }
        var lines = ["against \(path):"] + BenchReport.align(rows)
        lines.append(
            "ratio = this run ÷ baseline: above 1 is more frames per second, or more milliseconds "
                + "(slower) for a time. Noise on a shared machine is 10–30%.")
        if !unmatched.isEmpty {
            lines.append("not in the baseline: \(unmatched.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    /// The figures compared, in the table's order.
    private static let figures: [(name: String, value: KeyPath<BenchResult, Double?> & Sendable)] = [
        ("fps", \.fpsValue), ("ms med", \.msMedianValue), ("cpu ms", \.cpuMsValue), ("eval ms", \.evaluationMsValue),
        ("planning", \.planningMsPerFrame), ("batching", \.batchingMsPerFrame), ("encoding", \.encodingMsPerFrame),
        ("finish", \.finishMsPerFrame), ("ns/property", \.nanosecondsPerAnimatedProperty),
    ]

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return at.isEmpty ? "not JSON" : "invalid value at '\(at)'"
        default:
            return "\(error)"
        }
    }
}

private extension BenchResult {
    var fpsValue: Double? { fps }
    var msMedianValue: Double? { msPerFrameMedian }
    var cpuMsValue: Double? { cpuMsPerFrame }
    var evaluationMsValue: Double? { evaluationMsPerFrame }
}
