import Foundation

/// Clocks and memory figures of this process, for `layerkit bench`.
///
/// CPU time is `CLOCK_PROCESS_CPUTIME_ID`: every thread of the process, so it
/// includes Mesa llvmpipe's rasterizer threads, as the Qt peer's
/// `getrusage(RUSAGE_SELF)` figure does.
enum ProcessMetrics {
    /// Seconds on the monotonic clock.
    static func wallSeconds() -> Double { seconds(CLOCK_MONOTONIC) }

    /// CPU seconds used by every thread of the process so far.
    static func cpuSeconds() -> Double { seconds(CLOCK_PROCESS_CPUTIME_ID) }

    private static func seconds(_ clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    /// The process's peak resident set size in KiB (`VmHWM` in /proc/self/status); `nil` where unreadable.
    static func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
        }
        return nil
    }

    /// The process's resident set size now in KiB (`VmRSS` in /proc/self/status); `nil` where unreadable.
    static func residentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.dropFirst("VmRSS:".count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
        }
        return nil
    }

    /// Resets the peak resident set size to the current one (writing 5 to /proc/self/clear_refs),
    /// so that each workload of `bench all` reports its own peak. Returns whether the kernel allowed it.
    @discardableResult
    static func resetPeakResident() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }
}
