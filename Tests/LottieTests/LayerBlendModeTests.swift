import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// Layer blend modes (`bm`) as `compositingFilter`.
final class LayerBlendModeTests: XCTestCase {
    func testABlendModeBecomesTheLayersCompositingFilter() throws {
        for (bm, name) in [(1, "multiplyBlendMode"), (10, "differenceBlendMode"), (15, "luminosityBlendMode")] {
            let layer = ##"{"ty": 1, "bm": \##(bm), "ip": 0, "op": 40, "sc": "#ff0000", "sw": 1, "sh": 1, "ks": {}}"##
            let animation = try LottieTestFiles.decode(LottieTestFiles.composition(layers: "[\(layer)]"))
            let outer = LottieAnimationLayer(animation: animation).sublayers?.first?.sublayers?.first?.sublayers?.first
            XCTAssertEqual(outer?.compositingFilter as? String, name)
        }
    }

    func testMultiplyDrawsTheProduct() throws {
        let top = ##"{"ty": 1, "bm": 1, "ip": 0, "op": 40, "sc": "#ff8000", "sw": 100, "sh": 100, "ks": {}}"##
        let bottom = ##"{"ty": 1, "ip": 0, "op": 40, "sc": "#8080ff", "sw": 100, "sh": 100, "ks": {}}"##
        let image = try MaskTests.render(LottieTestFiles.composition(layers: "[\(top), \(bottom)]"))
        let p = image.pixel(x: 100, y: 100)
        XCTAssertEqual(Int(p.r), 128, accuracy: 2)
        XCTAssertEqual(Int(p.g), 64, accuracy: 2)
        XCTAssertEqual(Int(p.b), 0, accuracy: 2)
    }
}
