import Foundation

@testable import LayerTree

/// An image loader for LayerTree's tests (which link no codecs): every existing file is a
/// 4 × 2 image named after it; a missing one fails, as `ImageDecoder` would.
/// `@unchecked Sendable`: its record of requests is behind `lock`.
final class StubImageLoader: CGImageLoading, @unchecked Sendable {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path): cannot read image file: no such file" }
    }

    private let lock = NSLock()
    private(set) var requested: [URL] = []

    func loadImages(at urls: [URL]) -> [Result<CGImage, any Error>] {
        lock.lock()
        requested += urls
        lock.unlock()
        return urls.map { url in
            guard FileManager.default.fileExists(atPath: url.path) else { return .failure(Missing(path: url.path)) }
            return .success(
                CGImage(
                    width: 4, height: 2, pixels: [UInt8](repeating: 255, count: 32),
                    sourceName: url.lastPathComponent)!)
        }
    }
}
