import CoreGraphics
import Foundation
import ImageIO
import QuartzCore
import XCTest

// Colours converted from their spaces, ImageIO's properties and thumbnails, image masks, and
// images from PNG and JPEG data providers.

final class ConversionAndThumbnailTests: XCTestCase {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/images").standardizedFileURL

    private func color(_ name: CFString, _ components: [CGFloat]) throws -> CGColor {
        let space = try XCTUnwrap(CGColorSpace(name: name))
        return try XCTUnwrap(CGColor(colorSpace: space, components: components))
    }

    func testLinearComponentsAreEncodedAsSRGB() throws {
        for name in [CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB, CGColorSpace.genericRGBLinear] {
            let c = try color(name, [0.5, 0, 1, 0.25])
            XCTAssertEqual(c.red, 0.7354, accuracy: 0.001)
            XCTAssertEqual(c.green, 0, accuracy: 0.0001)
            XCTAssertEqual(c.blue, 1, accuracy: 0.0001)
            XCTAssertEqual(c.alpha, 0.25)
        }
        let gray = try color(CGColorSpace.linearGray, [0.5, 1])
        XCTAssertEqual(gray.red, 0.7354, accuracy: 0.001)
        XCTAssertEqual(gray.blue, 0.7354, accuracy: 0.001)
        let srgb = try color(CGColorSpace.sRGB, [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(srgb.red, 0.5)
    }

    func testDisplayP3ComponentsAreConvertedToExtendedSRGB() throws {
        let red = try color(CGColorSpace.displayP3, [1, 0, 0, 1])
        XCTAssertEqual(red.red, 1.0931, accuracy: 0.002)
        XCTAssertEqual(red.green, -0.2267, accuracy: 0.002)
        XCTAssertEqual(red.blue, -0.1501, accuracy: 0.002)
        let white = try color(CGColorSpace.displayP3, [1, 1, 1, 1])
        XCTAssertEqual(white.red, 1, accuracy: 0.001)
        XCTAssertEqual(white.green, 1, accuracy: 0.001)
        XCTAssertEqual(white.blue, 1, accuracy: 0.001)
    }

    func testPropertiesGiveThePixelSize() throws {
        let url = Self.images.appendingPathComponent("spark.png")
        let source = try XCTUnwrap(CGImageSourceCreateWithURL(url as CFURL, nil))
        let properties = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
        XCTAssertEqual(properties[kCGImagePropertyPixelWidth] as? Int, 16)
        XCTAssertEqual(properties[kCGImagePropertyPixelHeight] as? Int, 16)
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(source, 1, nil))
    }

    func testThumbnailKeepsAspectWithoutUpscaling() throws {
        let spark = try XCTUnwrap(
            CGImageSourceCreateWithURL(Self.images.appendingPathComponent("spark.png") as CFURL, nil))
        let options: CFDictionary = [
            kCGImageSourceThumbnailMaxPixelSize: 8, kCGImageSourceCreateThumbnailFromImageAlways: true,
        ]
        let small = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(spark, 0, options))
        XCTAssertEqual([small.width, small.height], [8, 8])
        let same = try XCTUnwrap(
            CGImageSourceCreateThumbnailAtIndex(
                spark, 0,
                [kCGImageSourceThumbnailMaxPixelSize: 100, kCGImageSourceCreateThumbnailFromImageIfAbsent: true]))
        XCTAssertEqual([same.width, same.height], [16, 16])
        let photo = try XCTUnwrap(
            CGImageSourceCreateWithURL(Self.images.appendingPathComponent("photo.jpg") as CFURL, nil))
        let thumb = try XCTUnwrap(
            CGImageSourceCreateThumbnailAtIndex(photo, 0, [kCGImageSourceThumbnailMaxPixelSize: 32]))
        XCTAssertEqual([thumb.width, thumb.height], [32, 24])
        XCTAssertGreaterThan(thumb.pixels.reduce(0) { $0 + Int($1) }, 0)
    }

    func testImageMaskPaintsWhereSamplesAreZero() throws {
        let samples: [UInt8] = [0, 255, 128, 0]
        let provider = try XCTUnwrap(CGDataProvider(data: Data(samples) as CFData))
        let mask = try XCTUnwrap(
            CGImage(
                maskWidth: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, provider: provider,
                decode: nil, shouldInterpolate: false))
        XCTAssertEqual(Array(mask.pixels[0..<8]), [255, 255, 255, 255, 0, 0, 0, 0])
        XCTAssertEqual(mask.pixels[11], 127)
        let red = try XCTUnwrap(
            CGImage(
                width: 4, height: 4,
                pixels: [UInt8](repeating: 0, count: 64).enumerated().map {
                    $0.offset % 4 == 1 || $0.offset % 4 == 2 ? 0 : 255
                }))
        let masked = try XCTUnwrap(red.masking(mask))
        XCTAssertEqual([masked.width, masked.height], [4, 4])
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(masked.premultipliedPixels()[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4])
        }
        XCTAssertEqual(pixel(0, 0), [255, 0, 0, 255])
        XCTAssertEqual(pixel(3, 0), [0, 0, 0, 0])
        XCTAssertEqual(pixel(0, 3), [127, 0, 0, 127])
        XCTAssertEqual(pixel(3, 3), [255, 0, 0, 255])
    }

    func testOpaqueMaskUsesBrightness() throws {
        let gray = try XCTUnwrap(CGImage(width: 1, height: 1, pixels: [51, 51, 51, 255]))
        let white = try XCTUnwrap(CGImage(width: 2, height: 1, pixels: [255, 255, 255, 255, 255, 255, 255, 255]))
        let masked = try XCTUnwrap(white.masking(gray))
        XCTAssertEqual(masked.premultipliedPixels(), [51, 51, 51, 51, 51, 51, 51, 51])
    }

    func testImagesFromPNGAndJPEGProviders() throws {
        let png = try XCTUnwrap(CGDataProvider(url: Self.images.appendingPathComponent("spark.png")))
        let spark = try XCTUnwrap(
            CGImage(pngDataProviderSource: png, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertEqual([spark.width, spark.height], [16, 16])
        let jpeg = try XCTUnwrap(CGDataProvider(url: Self.images.appendingPathComponent("photo.jpg")))
        let photo = try XCTUnwrap(
            CGImage(jpegDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertEqual([photo.width, photo.height], [64, 48])
        XCTAssertNil(CGImage(pngDataProviderSource: jpeg, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        XCTAssertNil(CGImage(jpegDataProviderSource: png, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    }
}
