import Foundation
import LayerTree

/// Decoded images by file, least recently used first out, under a byte budget.
///
/// A file's key includes its size and modification date, so an edited file is
/// decoded again. Returning the same `CGImage` object for the same file is what
/// lets the renderer upload it to a texture only once. Thread-safe: `@unchecked Sendable`
/// because every access to the entries and the clock takes `lock`.
final class ImageCache: @unchecked Sendable {
    struct Key: Hashable {
        var path: String
        var size: Int
        var modified: Date?
    }

    private let lock = NSLock()
    private var entries: [Key: (image: CGImage, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    private(set) var bytes = 0
    /// The most decoded bytes the cache keeps; an image larger than this is not kept at all.
    let budget: Int

    init(budget: Int) { self.budget = budget }

    func image(for key: Key) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.image, clock)
        return entry.image
    }

    func insert(_ image: CGImage, for key: Key) {
        let size = image.pixels.count
        guard size <= budget else { return }
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if let old = entries.updateValue((image, clock), forKey: key) { bytes -= old.image.pixels.count }
        bytes += size
        while bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            bytes -= oldest.value.image.pixels.count
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries = [:]
        bytes = 0
    }
}
