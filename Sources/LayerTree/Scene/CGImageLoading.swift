import Foundation

/// Something that turns image files into `CGImage`s for a ``SceneDecoder``.
///
/// LayerTree reads scene files but holds no image codecs (and no GL): the
/// `ImageCodecs` module's `ImageDecoder` conforms, decoding PNG and JPEG files
/// on a bounded pool of worker threads with a cache.
///
/// ```swift
/// let scene = try SceneDecoder(imageLoader: ImageDecoder.shared).decode(contentsOf: url)
/// for problem in scene.contentErrors { print("Error: \(problem)") }
/// ```
public protocol CGImageLoading: Sendable {
    /// Loads every file in `urls`, in any order or in parallel, and returns one result per URL
    /// in the same order. A failure's description names the file and says what is wrong.
    func loadImages(at urls: [URL]) -> [Result<CGImage, any Error>]
}
