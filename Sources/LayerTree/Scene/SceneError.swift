import Foundation

/// Why a scene file could not be read: a one-line message at a JSON path.
///
/// `description` is `"\(path): \(message)"`, for example
/// `root.sublayers[2].opacity: expected a number, got a string`.
///
/// Conventions:
/// - `path` is a JSON path (`root.sublayers[2].transform[1].rotate`); `$` is
///   the document itself (invalid JSON, unreadable file, missing or unknown
///   document keys).
/// - A problem with a value is reported at the value's path; a problem with a
///   key (unknown, missing, not supported yet) at the path of the object that
///   holds it, naming the key in the message.
/// - Messages are a single line, usually `expected …, got …`.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// Where the problem is, as a JSON path; `$` for the document.
    public var path: String
    /// What is wrong, in one line.
    public var message: String

    /// Creates an error at `path`; line breaks in `message` become spaces.
    public init(path: String, message: String) {
        self.path = path
        // Errors are printed one per line by the command-line tool, and
        // Foundation's messages sometimes span lines.
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Creates an error at a JSON path.
    public init(_ path: JSONPath, _ message: String) {
        self.init(path: path.description, message: message)
    }

    /// `"\(path): \(message)"`.
    public var description: String { "\(path): \(message)" }
}
