import Foundation
import LayerTree

/// Decodes PNG, JPEG and WebP files into `CGImage`s on a bounded pool of worker threads, with a cache.
///
/// Overall design:
/// - Decoding never runs on the calling thread: each file is one operation on an
///   `OperationQueue` with at most one operation per active core, so a scene with
///   a hundred images uses a handful of threads, not a hundred.
/// - The result is cached by file (path, size, modification date) under a byte
///   budget, and the same file gives the same `CGImage` object, so the renderer
///   uploads it once.
/// - The header is read first and an image over `maxPixels` is refused before its
///   pixels are allocated (a decompression bomb: a tiny file claiming 100000 × 100000).
/// - Every failure is an ``ImageDecodingError`` naming the file; nothing traps.
///
/// ```swift
/// let image = try await ImageDecoder.shared.image(contentsOf: url)
/// let scene = try SceneDecoder(imageLoader: ImageDecoder.shared).decode(contentsOf: sceneURL)
/// ```
///
/// `@unchecked Sendable`: its settings are `let`s, its mutable parts are the operation queue (thread
/// safe) and the cache and result slots, each behind a lock of its own.
public final class ImageDecoder: CGImageLoading, @unchecked Sendable {
    /// A decoder with one worker per active core, a 256 MiB cache and a 64-megapixel limit.
    public static let shared = ImageDecoder()

    /// The most pixels (width × height) one image may have.
    public let maxPixels: Int
    /// The largest image file read, in bytes: 256 MiB, the decoded size of the largest image allowed.
    public static let maximumFileBytes = 256 << 20
    /// How many files decode at once.
    public var maxConcurrentDecodes: Int { queue.maxConcurrentOperationCount }

    private let queue = OperationQueue()
    private let cache: ImageCache
    /// Called on the worker thread just before a file is decoded (tests check the thread).
    let willDecode: (@Sendable (URL) -> Void)?

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - maxConcurrentDecodes: worker threads; the active core count by default.
    ///   - cacheBudget: bytes of decoded pixels kept for reuse.
    ///   - maxPixels: the largest width × height accepted (64 Mi pixels, 256 MiB decoded, by default).
    public convenience init(
        maxConcurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount,
        cacheBudget: Int = 256 << 20, maxPixels: Int = 1 << 26
    ) {
        self.init(
            maxConcurrentDecodes: maxConcurrentDecodes, cacheBudget: cacheBudget, maxPixels: maxPixels,
            willDecode: nil)
    }

    init(maxConcurrentDecodes: Int, cacheBudget: Int, maxPixels: Int, willDecode: (@Sendable (URL) -> Void)?) {
        queue.maxConcurrentOperationCount = max(1, maxConcurrentDecodes)
        queue.name = "LayerKit image decoding"
        queue.qualityOfService = .userInitiated
        cache = ImageCache(budget: cacheBudget)
        self.maxPixels = maxPixels
        self.willDecode = willDecode
    }

    // MARK: Asynchronous API

    /// Decodes `url` on a worker and calls `completion` there with the image or an ``ImageDecodingError``.
    public func decode(
        contentsOf url: URL,
        completion: @escaping @Sendable (Result<CGImage, ImageDecodingError>) -> Void
    ) {
        queue.addOperation { [self] in
            completion(
                Result { try decodeNow(url) }.mapError { error in
                    error as? ImageDecodingError
                        ?? ImageDecodingError(path: url.path, reason: .unreadable("\(error)"))
                })
        }
    }

    /// Decodes `url` on a worker.
    public func image(contentsOf url: URL) async throws -> CGImage {
        // The image crosses from the worker through a locked slot, not inside the continuation: the
        // lock is a hand-off ThreadSanitizer sees (on Linux it does not see the concurrency runtime's
        // resume, and reported the decoded pixels as a race), and it costs one uncontended lock.
        let slot = ResultSlots(count: 1)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            decode(contentsOf: url) { result in
                slot.set(0, result.mapError { $0 as any Error })
                continuation.resume()
            }
        }
        return try slot.values[0].get()
    }

    /// Decodes every file in parallel on the workers and waits for all of them; one result per URL, in order.
    ///
    /// Blocks the calling thread (never call it from one of this decoder's own workers).
    public func loadImages(at urls: [URL]) -> [Result<CGImage, any Error>] {
        let results = ResultSlots(count: urls.count)
        let group = DispatchGroup()
        for (index, url) in urls.enumerated() {
            group.enter()
            decode(contentsOf: url) { result in
                results.set(index, result.mapError { $0 as any Error })
                group.leave()
            }
        }
        group.wait()
        return results.values
    }

    // MARK: Cache

    /// How many decoded images the cache holds.
    public var cachedImageCount: Int { cache.count }
    /// Decoded bytes the cache holds.
    public var cachedBytes: Int { cache.bytes }
    /// Empties the cache (images in use stay alive in their layers).
    public func removeCachedImages() { cache.removeAll() }

    // MARK: Decoding (on a worker)

    /// The uniform type identifier of the format `data` is in (`"public.png"`, `"public.jpeg"`,
    /// `"org.webmproject.webp"`), told by its signature; `nil` for bytes in none of them.
    public static func uniformTypeIdentifier(of data: Data) -> String? {
        ImageCodec(sniffing: data)?.uniformTypeIdentifier
    }

    /// Decodes PNG, JPEG or WebP bytes now, on the calling thread; `name` is what errors call them.
    public func decodeImage(data: Data, name: String) throws -> CGImage {
        guard let codec = ImageCodec(sniffing: data) else {
            throw ImageDecodingError(path: name, reason: .unknownFormat)
        }
        return try codec.decode(data, path: name, maxPixels: maxPixels)
    }

    /// Decodes the file at `url` now, on the calling thread (through the cache).
    public func decodeImage(contentsOf url: URL) throws -> CGImage { try decodeNow(url) }

    private func decodeNow(_ url: URL) throws -> CGImage {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "\(error.localizedDescription)" : "no such file"
            throw ImageDecodingError(path: path, reason: .unreadable(reason))
        }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw ImageDecodingError(path: path, reason: .unreadable("it is a folder"))
        }
        let key = ImageCache.Key(
            path: path, size: (attributes[.size] as? NSNumber)?.intValue ?? -1,
            modified: attributes[.modificationDate] as? Date)
        if let cached = cache.image(for: key) { return cached }
        willDecode?(url)
        let data: Data
        do {
            data = try InputFile.read(url, limit: Self.maximumFileBytes)
        } catch {
            throw ImageDecodingError(path: path, reason: .unreadable("\(error)"))
        }
        guard let codec = ImageCodec(sniffing: data) else {
            throw ImageDecodingError(path: path, reason: .unknownFormat)
        }
        let image = try codec.decode(data, path: path, maxPixels: maxPixels)
        cache.insert(image, for: key)
        return image
    }
}

/// Results written by workers, read after they all finished (under a lock, so the hand-off of each
/// image is one that ThreadSanitizer sees). `@unchecked Sendable`: every access takes `lock`.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<CGImage, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<CGImage, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Result<CGImage, any Error>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
