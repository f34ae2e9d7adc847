import Foundation
import XCTest

@testable import LayerTree

/// The scene format's `compositingFilter` key: a blend mode by Core Animation's filter name.
final class SceneCompositingFilterTests: XCTestCase {
    private func decodeRoot(_ layer: String) throws -> CALayer {
        let json = #"{"size": [100, 100], "root": "# + layer + "}"
        return try SceneDecoder().decode(Data(json.utf8)).root
    }

    private func message(_ layer: String) -> String? {
        do {
            _ = try decodeRoot(layer)
            XCTFail("decoded without an error")
            return nil
        } catch let error as SceneError {
            XCTAssertFalse(error.description.contains("\n"), "not one line: \(error)")
            return error.description
        } catch {
            XCTFail("not a SceneError: \(error)")
            return nil
        }
    }

    func testEveryNameTheFormatListsIsDecoded() throws {
        // The spec's row, as written there.
        let names = [
            "multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode", "lightenBlendMode",
            "colorDodgeBlendMode", "colorBurnBlendMode", "softLightBlendMode", "hardLightBlendMode",
            "differenceBlendMode", "exclusionBlendMode", "hueBlendMode", "saturationBlendMode", "colorBlendMode",
            "luminosityBlendMode", "sourceOver", "normalBlendMode",
        ]
        XCTAssertEqual(Set(names), Set(CompositingBlendMode.filterNames))
        for name in names {
            let root = try decodeRoot(#"{"compositingFilter": "\#(name)"}"#)
            XCTAssertEqual(root.compositingFilter as? String, name)
            let mode = root.makeRenderTree().nodes[0].blendMode
            XCTAssertEqual(mode?.rawValue, name.hasSuffix("BlendMode") && name != "normalBlendMode" ? name : nil)
        }
        XCTAssertNil(try decodeRoot("{}").compositingFilter, "the default is none")
    }

    func testAnUnknownNameIsAnErrorAtItsPath() {
        XCTAssertEqual(
            message(#"{"sublayers": [{"compositingFilter": "plusLighter"}]}"#),
            "root.sublayers[0].compositingFilter: unknown blend mode 'plusLighter'; expected one of "
                + CompositingBlendMode.filterNames.joined(separator: ", "))
        XCTAssertEqual(
            message(#"{"compositingFilter": 3}"#), "root.compositingFilter: expected a string, got a number")
    }

    func testAFilterObjectSelectsItsMode() throws {
        let layer = CALayer()
        layer.compositingFilter = CIFilter(name: "CIColorBurnBlendMode")
        XCTAssertEqual(layer.makeRenderTree().nodes[0].blendMode, .colorBurn)
        layer.compositingFilter = CIFilter(name: "CISourceOverCompositing")
        XCTAssertNil(layer.makeRenderTree().nodes[0].blendMode, "source-over is no blend mode")
    }

    func testCIFilterKeepsItsInputs() throws {
        let blur = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        XCTAssertNil(blur.value(forKey: "inputRadius"))
        blur.setDefaults()
        XCTAssertEqual(blur.value(forKey: "inputRadius") as? Double, 10)
        blur.setValue(4.0, forKey: "inputRadius")
        XCTAssertEqual(blur.value(forKey: "inputRadius") as? Double, 4)
        XCTAssertEqual(blur.name, "CIGaussianBlur")
    }
}
