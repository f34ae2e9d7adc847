import Foundation
import GLRender
import LayerTree
import XCTest

@testable import ImageCodecs

/// `ImageDecoder`: PNG, JPEG and WebP into `CGImage`, off the calling thread, cached, with clear errors.
final class ImageDecoderTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layerkit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images")

    /// A 3 × 2 straight-alpha PNG written with libpng (through GLRender's writer).
    private func writeSmallPNG(named name: String = "small.png") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try RGBAImage(
            width: 3, height: 2,
            bytes: [
                255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                255, 255, 255, 128, 0, 0, 0, 0, 200, 100, 50, 255,
            ]
        ).writePNG(to: url)
        return url
    }

    private func decodeError(
        _ url: URL, decoder: ImageDecoder = ImageDecoder(), file: StaticString = #filePath,
        line: UInt = #line
    ) -> ImageDecodingError? {
        switch decoder.loadImages(at: [url])[0] {
        case .success(let image):
            XCTFail("decoded \(image)", file: file, line: line)
            return nil
        case .failure(let error):
            return error as? ImageDecodingError
        }
    }

    // MARK: Decoding

    func testDecodesPNGPremultiplied() async throws {
        let image = try await ImageDecoder().image(contentsOf: writeSmallPNG())
        XCTAssertEqual(image.width, 3)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(Array(image.pixels[0..<12]), [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])
        XCTAssertEqual(Array(image.pixels[12..<16]), [128, 128, 128, 128], "white at alpha 128, premultiplied")
        XCTAssertEqual(Array(image.pixels[16..<20]), [0, 0, 0, 0])
        XCTAssertEqual(image.sourceName, "small.png")
    }

    func testDecodesJPEG() async throws {
        let image = try await ImageDecoder().image(contentsOf: Self.fixtures.appendingPathComponent("photo.jpg"))
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 48)
        // photo.jpg (generate.py): pixel (0, 0) is (60, 80, 200), the disc around (40, 20) is dark.
        XCTAssertEqual(Double(image.pixels[0]), 60, accuracy: 8)
        XCTAssertEqual(Double(image.pixels[1]), 80, accuracy: 8)
        XCTAssertEqual(Double(image.pixels[2]), 200, accuracy: 8)
        XCTAssertEqual(image.pixels[3], 255)
        let disc = (20 * 64 + 40) * 4
        XCTAssertLessThan(image.pixels[disc + 2], 90)
    }

    /// A CMYK JPEG as Adobe's tools write it (inverted inks, Adobe marker) decodes to its RGB colours.
    func testDecodesCMYKJPEG() async throws {
        let image = try await ImageDecoder().image(contentsOf: Self.fixtures.appendingPathComponent("cmyk.jpg"))
        XCTAssertEqual(image.width, 32)
        XCTAssertEqual(image.height, 16)
        // cmyk.c: the left half is full cyan ink, the right half black ink at 50%.
        func pixel(_ x: Int, _ y: Int) -> [Double] {
            let at = (y * 32 + x) * 4
            return image.pixels[at..<(at + 4)].map(Double.init)
        }
        for (got, want) in zip(pixel(4, 8), [0.0, 255, 255, 255]) { XCTAssertEqual(got, want, accuracy: 6) }
        for (got, want) in zip(pixel(28, 8), [127.0, 127, 127, 255]) { XCTAssertEqual(got, want, accuracy: 6) }
    }

    /// A lossless WebP with alpha (badge.webp, generate.py): exact colours, premultiplied.
    func testDecodesLosslessWebPPremultiplied() async throws {
        let image = try await ImageDecoder().image(contentsOf: Self.fixtures.appendingPathComponent("badge.webp"))
        XCTAssertEqual(image.width, 8)
        XCTAssertEqual(image.height, 4)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.sourceName, "badge.webp")
        let right = (3 * 8 + 7) * 4
        XCTAssertEqual(Array(image.pixels[0..<4]), [220, 40, 40, 255], "the opaque red half")
        // (40, 80, 220) at alpha 128, premultiplied: each channel × 128 / 255.
        for (got, want) in zip(image.pixels[right..<right + 4], [20.0, 40, 110, 128]) {
            XCTAssertEqual(Double(got), want, accuracy: 1)
        }
    }

    /// A lossy WebP (photo.webp: photo.jpg's picture) decodes to the same picture, opaque.
    func testDecodesLossyWebP() async throws {
        let image = try await ImageDecoder().image(contentsOf: Self.fixtures.appendingPathComponent("photo.webp"))
        XCTAssertEqual(image.width, 64)
        XCTAssertEqual(image.height, 48)
        for (got, want) in zip(image.pixels[0..<4], [60.0, 80, 200, 255]) {
            XCTAssertEqual(Double(got), want, accuracy: 10)
        }
        XCTAssertLessThan(image.pixels[(20 * 64 + 40) * 4 + 2], 90, "the dark disc")
        XCTAssertTrue(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    /// Formats are told by their signatures, with ImageIO's type identifiers.
    func testTypeIdentifiers() throws {
        let files = ["arrow.png": "public.png", "photo.jpg": "public.jpeg", "badge.webp": "org.webmproject.webp"]
        for (name, identifier) in files {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            XCTAssertEqual(ImageDecoder.uniformTypeIdentifier(of: data), identifier, name)
        }
        XCTAssertNil(ImageDecoder.uniformTypeIdentifier(of: Data("RIFF\0\0\0\0WAVEfmt ".utf8)), "a RIFF file, not WebP")
    }

    /// The format comes from the signature, not the file name.
    func testSniffsTheFormat() async throws {
        let misnamed = directory.appendingPathComponent("photo.png")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("photo.jpg"), to: misnamed)
        let image = try await ImageDecoder().image(contentsOf: misnamed)
        XCTAssertEqual(image.width, 64)
    }

    // MARK: Threads and cache

    /// Decoding runs on the pool's workers, never on the thread that asked.
    func testDecodingDoesNotRunOnTheCallingThread() throws {
        let threads = ThreadLog()
        let decoder = ImageDecoder(
            maxConcurrentDecodes: 2, cacheBudget: 1 << 20, maxPixels: 1 << 20,
            willDecode: { _ in threads.record() })
        let urls = try (0..<6).map { try writeSmallPNG(named: "image\($0).png") }
        let caller = pthread_self()
        let results = decoder.loadImages(at: urls)
        XCTAssertEqual(results.filter { (try? $0.get()) != nil }.count, 6)
        XCTAssertEqual(threads.threads.count, 6, "every file decoded once")
        XCTAssertFalse(threads.threads.contains { pthread_equal($0, caller) != 0 }, "decoded on the calling thread")

        let done = expectation(description: "callback")
        let url = try writeSmallPNG(named: "callback.png")
        decoder.decode(contentsOf: url) { result in
            XCTAssertEqual(pthread_equal(pthread_self(), caller), 0)
            XCTAssertNotNil(try? result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    /// A bounded pool: one worker per active core by default, not one thread per image.
    func testPoolIsBoundedByActiveCores() {
        XCTAssertEqual(ImageDecoder().maxConcurrentDecodes, ProcessInfo.processInfo.activeProcessorCount)
        XCTAssertEqual(ImageDecoder(maxConcurrentDecodes: 3).maxConcurrentDecodes, 3)
    }

    /// The same file gives the same image object (so the renderer uploads it once); an edited file is read again.
    func testCachesByFile() throws {
        let decoder = ImageDecoder()
        let url = try writeSmallPNG()
        let first = try decoder.loadImages(at: [url])[0].get()
        let second = try decoder.loadImages(at: [url])[0].get()
        XCTAssertTrue(first === second)
        XCTAssertEqual(decoder.cachedImageCount, 1)
        XCTAssertEqual(decoder.cachedBytes, 3 * 2 * 4)

        try RGBAImage(width: 5, height: 1).writePNG(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
        XCTAssertEqual(try decoder.loadImages(at: [url])[0].get().width, 5)
    }

    func testCacheStaysUnderItsBudget() throws {
        let decoder = ImageDecoder(maxConcurrentDecodes: 1, cacheBudget: 3 * 2 * 4 * 2, maxPixels: 1 << 20)
        let urls = try (0..<3).map { try writeSmallPNG(named: "image\($0).png") }
        for url in urls { _ = try decoder.loadImages(at: [url])[0].get() }
        XCTAssertEqual(decoder.cachedImageCount, 2, "the least recently used one was evicted")
        XCTAssertLessThanOrEqual(decoder.cachedBytes, 48)
    }

    // MARK: Errors

    func testMissingFile() {
        let url = directory.appendingPathComponent("nope.png")
        XCTAssertEqual(decodeError(url)?.description, "\(url.path): cannot read image file: no such file")
    }

    func testDeviceIsEmptyNotForbidden() {
        let url = URL(fileURLWithPath: "/dev/null")
        XCTAssertEqual(decodeError(url)?.description, "/dev/null: cannot read image file: it is empty")
    }

    func testNotAnImage() throws {
        let url = directory.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: url)
        XCTAssertEqual(decodeError(url)?.description, "\(url.path): not a PNG, JPEG or WebP file")
    }

    func testCorruptPNG() throws {
        let url = directory.appendingPathComponent("corrupt.png")
        var data = try Data(contentsOf: writeSmallPNG())
        for i in 16..<data.count { data[i] = 0x5A }
        try data.write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        guard case .corrupt(let format, _) = error.reason else { return XCTFail("\(error)") }
        XCTAssertEqual(format, "PNG")
        XCTAssertTrue(error.description.hasPrefix("\(url.path): truncated or corrupt PNG: "), error.description)
    }

    func testTruncatedPNG() throws {
        let source = Self.fixtures.appendingPathComponent("arrow.png")
        let data = try Data(contentsOf: source)
        let url = directory.appendingPathComponent("truncated.png")
        try data.prefix(data.count - 30).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        guard case .corrupt("PNG", _) = error.reason else { return XCTFail("\(error)") }
    }

    func testTruncatedJPEG() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("photo.jpg"))
        let url = directory.appendingPathComponent("truncated.jpg")
        try data.prefix(data.count / 2).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        guard case .corrupt("JPEG", let detail) = error.reason else { return XCTFail("\(error)") }
        XCTAssertTrue(detail.contains("Premature end"), detail)
    }

    func testCorruptJPEG() throws {
        let url = directory.appendingPathComponent("corrupt.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x42, count: 64)).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        guard case .corrupt("JPEG", _) = error.reason else { return XCTFail("\(error)") }
    }

    func testTruncatedWebP() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("photo.webp"))
        let url = directory.appendingPathComponent("truncated.webp")
        try data.prefix(data.count / 2).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        guard case .corrupt("WebP", _) = error.reason else { return XCTFail("\(error)") }
        XCTAssertTrue(error.description.hasPrefix("\(url.path): truncated or corrupt WebP: "), error.description)
    }

    func testCorruptWebP() throws {
        let url = directory.appendingPathComponent("corrupt.webp")
        try Data(Array("RIFF".utf8) + [60, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [UInt8](repeating: 0x42, count: 56))
            .write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        XCTAssertEqual(error.description, "\(url.path): truncated or corrupt WebP: the bitstream is invalid")
    }

    /// A 30-byte lossless WebP whose header claims 16384 × 16384 pixels (1 GiB decoded) is
    /// refused from its header, before anything is allocated.
    func testDecompressionBombWebP() throws {
        // VP8L: the signature byte 0x2F, then width − 1 and height − 1 in 14 bits each, then the
        // alpha bit and a 3-bit version of 0, little-endian.
        let bits = UInt32(16383) | UInt32(16383) << 14
        let header: [UInt8] = [0x2F] + (0..<4).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
        let chunk = Array("VP8L".utf8) + [UInt8(header.count + 4), 0, 0, 0] + header + [0, 0, 0, 0]
        let url = directory.appendingPathComponent("bomb.webp")
        try Data(Array("RIFF".utf8) + [UInt8(chunk.count + 4), 0, 0, 0] + Array("WEBP".utf8) + chunk).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        XCTAssertEqual(error.reason, .tooLarge(width: 16384, height: 16384, limit: 1 << 26))
    }

    /// A 300-byte PNG whose header claims 100000 × 100000 pixels (40 GB decoded) is refused
    /// from its header, before anything is allocated.
    func testDecompressionBombPNG() throws {
        let url = directory.appendingPathComponent("bomb.png")
        try Self.pngHeader(width: 100_000, height: 100_000).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        XCTAssertEqual(error.reason, .tooLarge(width: 100_000, height: 100_000, limit: 1 << 26))
        XCTAssertEqual(
            error.description,
            "\(url.path): image is 100000 × 100000 pixels, more than the limit of"
                + " 67108864 pixels (a decompression bomb?)")
    }

    func testDecompressionBombJPEG() throws {
        // SOI, then a baseline SOF0 claiming 60000 × 60000, three components.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03]
        bytes += [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        bytes += [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00, 0x00, 0xFF, 0xD9]
        let url = directory.appendingPathComponent("bomb.jpg")
        try Data(bytes).write(to: url)
        let error = try XCTUnwrap(decodeError(url))
        XCTAssertEqual(error.reason, .tooLarge(width: 60000, height: 60000, limit: 1 << 26))
    }

    func testLimitIsConfigurable() throws {
        let decoder = ImageDecoder(maxPixels: 5)
        let error = try XCTUnwrap(decodeError(writeSmallPNG(), decoder: decoder))
        XCTAssertEqual(error.reason, .tooLarge(width: 3, height: 2, limit: 5))
    }

    /// A PNG signature and IHDR chunk for an RGBA image of the given size, then a tiny IDAT and IEND.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        return Data(bytes)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// The threads that decoding ran on. `@unchecked Sendable`: `threads` is written under `lock`, and
/// read after the decoding finished.
private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var threads: [pthread_t] = []

    func record() {
        lock.lock()
        threads.append(pthread_self())
        lock.unlock()
    }
}
