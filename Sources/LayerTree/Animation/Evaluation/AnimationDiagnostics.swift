import Foundation

/// Where the animation system reports what it could not do: one line each, on standard error
/// as LayerKit's other diagnostics ("LayerKit: …").
enum AnimationDiagnostics {
    /// Writes one line. `nonisolated(unsafe)`: animations are added on the app thread, and tests
    /// replace it (to read the line) only while no other thread adds any.
    nonisolated(unsafe) static var report: (String) -> Void = { line in
        FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
}
