import Foundation

/// What one run of `layerkit` on a scene came to.
enum Outcome: Equatable, CustomStringConvertible {
    /// Exit status 0 and nothing on standard error.
    case ok
    /// Exit status 1 and one line per problem, `Error: <scene file>: …`, naming the file and what is wrong.
    case cleanError
    /// Exit status 1, but with a line that does not name the file: the message is the failure.
    case unclearError(String)
    /// Exit status 0, but something (a library) printed warnings on standard error.
    case noisySuccess(String)
    /// Killed by a signal or a trap, or another exit status.
    case crash(String)
    /// A crash whose message says memory ran out under the fuzzer's address-space cap.
    case outOfMemory(String)
    /// Still running at the time limit.
    case hang
    /// A drawing case after which the context no longer draws (`layerkit-fuzz-draw` exit 1).
    case stoppedDrawing(String)
    /// An event case whose handlers saw an inconsistent state (`layerkit-fuzz-events` exit 1).
    case inconsistent(String)

    /// Whether the outcome is one a user may see: a picture, a dump, or a clear error.
    var isAcceptable: Bool { self == .ok || self == .cleanError }

    /// The outcome's class, which minimising keeps (not its exact message).
    var kind: String {
        switch self {
        case .ok: return "ok"
        case .cleanError: return "error"
        case .unclearError: return "unclear-error"
        case .noisySuccess: return "noisy"
        case .crash: return "crash"
        case .outOfMemory: return "out-of-memory"
        case .hang: return "hang"
        case .stoppedDrawing: return "stopped-drawing"
        case .inconsistent: return "inconsistent"
        }
    }

    var description: String {
        switch self {
        case .ok, .cleanError, .hang: return kind
        case .unclearError(let m), .noisySuccess(let m), .crash(let m), .outOfMemory(let m), .stoppedDrawing(let m),
            .inconsistent(let m):
            return "\(kind): \(m)"
        }
    }
}

/// Runs `layerkit render` or `layerkit dump` on a scene file in a child process, under a CPU-time
/// limit and an address-space cap (util-linux `prlimit`), and classifies what happened.
struct CaseRunner {
    let layerkit: URL
    let timeout: TimeInterval
    let memoryBytes: UInt64
    /// Variables set for the child (an empty value removes the variable).
    var environment: [String: String] = [:]
    /// Lines on standard error that are the program's log, not a finding (a window's `window: x11…`).
    var ignoredLinePrefixes: [String] = []

    enum Command: String, CaseIterable { case render, dump }

    /// The same runner with a CPU limit of `seconds` (a quicker one for minimising).
    func limited(to seconds: TimeInterval) -> CaseRunner {
        var quick = CaseRunner(layerkit: layerkit, timeout: seconds, memoryBytes: memoryBytes)
        quick.environment = environment
        quick.ignoredLinePrefixes = ignoredLinePrefixes
        return quick
    }

    func run(_ command: Command, scene: URL, time: String) -> Outcome {
        let out = scene.deletingLastPathComponent().appendingPathComponent("out.png")
        var args = [command.rawValue, scene.path, "--time", time]
        if command == .render { args += ["-o", out.path] }
        return run(layerkit, args, file: scene)
    }

    /// Runs `program` with `arguments` on `file` and classifies what happened. With
    /// `requiresPath`, each error line must go on to name a JSON path (`Error: FILE: PATH: …`);
    /// `warning: FILE: …` lines on a success are the allowed notes (a Lottie file's unsupported
    /// features).
    func run(
        _ program: URL, _ arguments: [String], file: URL, requiresPath: Bool = false, allowsWarnings: Bool = false
    ) -> Outcome {
        let folder = file.deletingLastPathComponent()
        // The limit is on CPU time (RLIMIT_CPU: SIGXCPU, then SIGKILL), so that a machine busy
        // with other work does not turn slow cases into hangs; the wall clock waits ten times as
        // long for a child that sleeps or blocks.
        let args = ["--as=\(memoryBytes)", "--cpu=\(Int(timeout.rounded(.up)))", "--", program.path] + arguments
        let errURL = folder.appendingPathComponent("stderr.txt")
        // the handle below fails if it could not
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        guard let errHandle = try? FileHandle(forWritingTo: errURL) else {
            return .crash("cannot write \(errURL.path)")
        }
        defer { try? errHandle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        process.arguments = args
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        // Short crash reports: the first line says enough, and a full backtrace takes seconds.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (name, value) in self.environment { environment[name] = value.isEmpty ? nil : value }
        process.environment = environment
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return .crash("cannot start prlimit: \(error)") }
        if finished.wait(timeout: .now() + timeout * 10) == .timedOut {
            // Past the wall clock's wait, a child still gaining CPU time is starved by other work
            // on the machine, not hung (its CPU limit ends it if it spins): wait on while it gains
            // some in each further `timeout` seconds. One that gains none is blocked: a hang.
            var used = Self.cpuSeconds(of: process.processIdentifier)
            while finished.wait(timeout: .now() + timeout) == .timedOut {
                let now = Self.cpuSeconds(of: process.processIdentifier)
                guard now > used else {
                    kill(process.processIdentifier, SIGKILL)
                    finished.wait()
                    return .hang
                }
                used = now
            }
        }
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? "<not UTF-8>"
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true).filter { line in
            !ignoredLinePrefixes.contains { line.hasPrefix($0) }
        }
        let first = lines.first.map { String($0.prefix(160)) } ?? ""
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            let notes = allowsWarnings && lines.allSatisfy { $0.hasPrefix("warning: \(file.path): ") }
            return lines.isEmpty || notes ? .ok : .noisySuccess(first)
        case (.exit, 1):
            // One line per problem, each naming the file (images that cannot be decoded are one each).
            let prefix = "Error: \(file.path): "
            let clean =
                !lines.isEmpty
                && lines.allSatisfy {
                    $0.hasPrefix(prefix) && (!requiresPath || Self.namesPath($0.dropFirst(prefix.count)))
                }
            return clean ? .cleanError : .unclearError(lines.count == 1 ? first : "\(lines.count) lines: \(first)")
        case (.uncaughtSignal, SIGXCPU), (.uncaughtSignal, SIGKILL):
            return .hang
        case (let reason, let status):
            let what = reason == .uncaughtSignal ? "signal \(status)" : "exit status \(status)"
            let message = lines.first { $0.contains("Fatal error") || $0.contains("error") }.map(String.init) ?? first
            let summary = "\(what): \(message.prefix(160))"
            let memory = ["alloc", "memory", "Cannot allocate", "bad_alloc"].contains { stderr.contains($0) }
            return memory ? .outOfMemory(summary) : .crash(summary)
        }
    }

    /// The CPU seconds process `pid` has used (user and system, from `/proc/PID/stat`); 0 when unreadable.
    static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return 0 }
        // After the command's name in parentheses: state is field 3, utime and stime fields 14 and 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Whether an error message starts with a JSON path (`layers[2].ks.p: …`, `$: …`).
    static func namesPath(_ message: Substring) -> Bool {
        guard let colon = message.range(of: ": ") else { return false }
        let path = message[..<colon.lowerBound]
        return !path.isEmpty && !path.contains(" ")
    }
}
