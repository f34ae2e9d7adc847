import Foundation

/// Reads a file the user named (a scene, an image) and says in plain words why it cannot.
///
/// Foundation's `Data(contentsOf:)` refuses character devices and pipes with a misleading
/// "you don't have permission", and reads a file of any size it is given. This reader opens the
/// path with POSIX calls so each failure keeps its real cause (no such file, permission, a
/// folder, empty), accepts pipes and devices (`/dev/stdin`, a shell's `<(…)`), and stops at a
/// byte limit instead of reading `/dev/zero` until memory runs out.
///
/// ```swift
/// let data = try InputFile.read(url, limit: Scene.maximumFileBytes)
/// // throws InputFile.Failure("it is empty") for /dev/null
/// ```
public enum InputFile {
    /// Why a file could not be read, as a phrase for "cannot read … file: <why>".
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// How the file is named in error messages.
        public var description: String
        /// Creates a name for error messages.
        public init(_ description: String) { self.description = description }
    }

    /// The file's bytes, at most `limit` of them.
    public static func read(_ url: URL, limit: Int) throws -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw Failure("it is a folder") }
        var data = Data()
        // A regular file says its size; a pipe or device is read in chunks until it ends.
        let chunk = status.st_mode & S_IFMT == S_IFREG ? max(Int(status.st_size), 1) + 1 : 1 << 16
        var buffer = [UInt8](repeating: 0, count: min(chunk, limit + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason(errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw Failure("larger than \(limit >> 20) MiB, the limit") }
        }
        if data.isEmpty { throw Failure("it is empty") }
        return data
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "it is a folder"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
