import Foundation
import XCTest

@testable import LayerTree

/// The drawing fuzzer's hang: a shadow of a huge blur on a 45×32,767 bitmap context took 1.8
/// billion Gaussian taps (seconds) per drawing call. Past `AlphaBlur.gaussianBudget` the blur is
/// three box blurs, whose cost does not grow with σ.
final class ShadowBlurBudgetTests: XCTestCase {
    func testABlurOverTheBudgetIsThreeBoxBlurs() {
        XCTAssertEqual(AlphaBlur.method(width: 45, height: 32_767, sigma: 1e300), .threeBoxes(size: 189))
        XCTAssertEqual(AlphaBlur.method(width: 64, height: 64, sigma: 1e300), .gaussian(taps: 300), "within the budget")
        XCTAssertEqual(AlphaBlur.method(width: 4_096, height: 4_096, sigma: 1.5), .gaussian(taps: 5), "σ under 2")
        XCTAssertNil(AlphaBlur.method(width: 45, height: 32_767, sigma: 0))
    }

    /// The three boxes stay within a few levels of the Gaussian they stand for.
    func testThreeBoxBlursApproximateTheGaussian() {
        let side = 200, sigma = 20.0
        var square = [UInt8](repeating: 0, count: side * side)
        for y in 60..<140 { for x in 60..<140 { square[y * side + x] = 255 } }
        var gaussian = square, boxes = square
        gaussian.withUnsafeMutableBufferPointer {
            AlphaBlur.blur(
                $0.baseAddress!, width: side, height: side, stride: side, sigma: sigma, method: .gaussian(taps: 60))
        }
        boxes.withUnsafeMutableBufferPointer {
            AlphaBlur.blur(
                $0.baseAddress!, width: side, height: side, stride: side, sigma: sigma, method: .threeBoxes(size: 39))
        }
        let worst = zip(gaussian, boxes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 4, "levels apart")
        XCTAssertEqual(Int(boxes[100 * side + 60]), 125, accuracy: 2, "half covered at the square's edge")
        XCTAssertEqual(boxes[100 * side + 5], 0, "nothing beyond the blur's reach")
    }

    /// The fuzzer's case, smaller: a tall bitmap context, a shadow of blur 1e300 under a fill. It
    /// draws, and the shadow spreads past the fill.
    func testAHugeBlurOnATallBitmapContextDraws() throws {
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 45, height: 4_096, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(AlphaBlur.method(width: 45, height: 4_096, sigma: 1e300), .threeBoxes(size: 189))
        context.setShadow(offset: .zero, blur: 1e300, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 2_000, width: 45, height: 96))
        let image = try XCTUnwrap(context.makeImage())
        let above = image.pixels[(4_096 - 1_950) * 45 * 4 + 3]
        XCTAssertGreaterThan(above, 0, "the shadow reaches 50 pixels past the fill")
    }
}
