import CoreGraphics
import Foundation
import ImageIO
import QuartzCore
import XCTest

// The members added for the compatibility list, used as Apple code uses them.

final class AddedMemberListingTests: XCTestCase {
    func testColorSpaceThenComponents() {
        let bitmap = Bitmap(width: 4, height: 4)
        let ctx = bitmap.context
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        ctx.setFillColor([1, 1])
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.setFillColor([0, 0, 1, 1])
        ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.setStrokeColor([1, 0, 0, 1])
        ctx.synchronize()
        XCTAssertEqual(bitmap.pixel(0, 0), [255, 255, 255, 255])
        XCTAssertEqual(bitmap.pixel(3, 3), [0, 0, 255, 255])
    }

    func testSettingASpaceResetsTheColorToBlack() {
        let bitmap = Bitmap(width: 2, height: 2)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(bitmap.pixel(0, 0), [0, 0, 0, 255])
    }

    func testApplyWithInfoCountsElements() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        var blockCount = 0
        path.applyWithBlock { _ in blockCount += 1 }
        XCTAssertEqual(count, blockCount)
        XCTAssertGreaterThan(count, 0)
    }

    func testGenericRGBColor() {
        XCTAssertEqual(
            CGColor(genericRGBRed: 0.2, green: 0.4, blue: 0.6, alpha: 1).components, [0.2, 0.4, 0.6, 1])
    }

    func testImageSourceTypeAndStatus() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let source = try XCTUnwrap(CGImageSourceCreateWithData(png as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "public.png")
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusComplete)
        let other = try XCTUnwrap(CGImageSourceCreateWithData(Data([1, 2, 3]) as CFData, nil))
        XCTAssertNil(CGImageSourceGetType(other))
        XCTAssertEqual(CGImageSourceGetStatus(other), .statusUnknownType)
    }

    func testEmitterCellDefaults() {
        XCTAssertEqual(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat, 1)
        XCTAssertNil(CAEmitterCell.defaultValue(forKey: "noSuchKey"))
        XCTAssertTrue(CAEmitterCell().shouldArchiveValue(forKey: "birthRate"))
    }
}
