import Foundation

/// Why an image file could not become a `CGImage`. The description names the file.
///
/// ```swift
/// do { _ = try await decoder.image(contentsOf: url) }
/// catch let error as ImageDecodingError { print(error) }   // "/tmp/a.png: truncated or corrupt PNG: …"
/// ```
public struct ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, independent of the file.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read (missing, a folder, no permission).
        case unreadable(String)
        /// Not a PNG, JPEG or WebP signature.
        case unknownFormat
        /// The codec rejected the data: corrupt or truncated.
        case corrupt(format: String, detail: String)
        /// Width × height exceeds the decoder's limit (a decompression bomb, or just too big).
        case tooLarge(width: Int, height: Int, limit: Int)
    }

    /// The file's path.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unreadable(let why): return "\(path): cannot read image file: \(why)"
        case .unknownFormat: return "\(path): not a PNG, JPEG or WebP file"
        case .corrupt(let format, let detail): return "\(path): truncated or corrupt \(format): \(detail)"
        case .tooLarge(let width, let height, let limit):
            return "\(path): image is \(width) × \(height) pixels, more than the limit of \(limit) pixels"
                + " (a decompression bomb?)"
        }
    }
}
