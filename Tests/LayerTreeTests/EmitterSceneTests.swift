import Foundation
import XCTest

@testable import LayerTree

/// `"type": "emitter"` in scene files: every key read into the layer and its cells, written back
/// by `dump`, and one-line errors at the JSON path of a bad value.
final class EmitterSceneTests: XCTestCase {
    private static let scene = """
        {"size": [100, 100], "root": {"type": "emitter", "bounds": [0, 0, 100, 100],
          "emitterPosition": [50, 60], "emitterZPosition": 4, "emitterSize": [30, 10], "emitterShape": "rectangle",
          "emitterMode": "outline", "renderMode": "additive", "birthRate": 2, "lifetime": 0.5, "seed": 9,
          "emitterCells": [
            {"name": "spark", "enabled": true, "birthRate": 40, "lifetime": 2, "lifetimeRange": 0.5,
             "velocity": 30, "velocityRange": 5, "emissionLatitude": 0.1, "emissionLongitude": -1.5, "emissionRange": 0.4,
             "xAcceleration": 1, "yAcceleration": 9.8, "zAcceleration": -1, "scale": 0.5, "scaleRange": 0.1,
             "scaleSpeed": -0.2, "spin": 1, "spinRange": 0.5, "color": "#ff8000", "redRange": 0.1, "greenRange": 0.2,
             "blueRange": 0.3, "alphaRange": 0.4, "redSpeed": -0.1, "greenSpeed": -0.2, "blueSpeed": -0.3,
             "alphaSpeed": -0.4, "contentsRect": [0, 0, 0.5, 1], "contentsScale": 2, "minificationFilter": "trilinear",
             "magnificationFilter": "nearest", "beginTime": 0.25, "duration": 3, "speed": 1.5, "repeatCount": 2,
             "autoreverses": true, "fillMode": "both",
             "emitterCells": [{"name": "trail", "birthRate": 5, "lifetime": 1}]}
          ]}}
        """

    func testEveryKeyIsReadIntoTheLayerAndItsCells() throws {
        let scene = try SceneDecoder().decode(Data(Self.scene.utf8))
        let emitter = try XCTUnwrap(scene.root as? CAEmitterLayer)
        XCTAssertEqual(emitter.emitterPosition, CGPoint(x: 50, y: 60))
        XCTAssertEqual(emitter.emitterZPosition, 4)
        XCTAssertEqual(emitter.emitterSize, CGSize(width: 30, height: 10))
        XCTAssertEqual(emitter.emitterShape, .rectangle)
        XCTAssertEqual(emitter.emitterMode, .outline)
        XCTAssertEqual(emitter.renderMode, .additive)
        XCTAssertEqual(emitter.birthRate, 2)
        XCTAssertEqual(emitter.lifetime, 0.5)
        XCTAssertEqual(emitter.seed, 9)
        let cell = try XCTUnwrap(emitter.emitterCells?.first)
        XCTAssertEqual(cell.name, "spark")
        XCTAssertEqual(cell.birthRate, 40)
        XCTAssertEqual(cell.emissionLongitude, -1.5)
        XCTAssertEqual(cell.yAcceleration, 9.8)
        XCTAssertEqual(cell.color, CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        XCTAssertEqual(cell.alphaSpeed, -0.4)
        XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 0.5, height: 1))
        XCTAssertEqual(cell.minificationFilter, "trilinear")
        XCTAssertEqual(cell.magnificationFilter, "nearest")
        XCTAssertEqual(cell.speed, 1.5)
        XCTAssertEqual(cell.fillMode, .both)
        XCTAssertEqual(cell.emitterCells?.first?.name, "trail")
        XCTAssertEqual(cell.emitterCells?.first?.lifetime, 1)
    }

    /// Decoded, dumped, and the dump's values are the file's (a round trip through `dump`).
    func testTheDumpWritesBackWhatTheFileSays() throws {
        let scene = try SceneDecoder().decode(Data(Self.scene.utf8))
        let dump = PresentationDump(root: scene.root, at: 0)
        XCTAssertEqual(dump.root.type, "emitter")
        let own = try XCTUnwrap(dump.root.own["emitter"])
        let file = try JSONSerialization.jsonObject(with: Data(Self.scene.utf8)) as! [String: Any]
        let root = file["root"] as! [String: Any]
        for key in ["emitterZPosition", "birthRate", "lifetime", "seed"] {
            XCTAssertEqual(own[key]?.number, (root[key] as! NSNumber).doubleValue, key)
        }
        for key in ["emitterShape", "emitterMode", "renderMode"] {
            XCTAssertEqual(own[key]?.string, root[key] as? String, key)
        }
        XCTAssertEqual(own["emitterPosition"], .array([.number(50), .number(60)]))
        guard case .array(let cells)? = own["emitterCells"], case .object(let cell)? = cells.first else {
            return XCTFail("no cells dumped")
        }
        let fileCell = (root["emitterCells"] as! [[String: Any]])[0]
        for (key, value) in fileCell {
            switch value {
            case let number as NSNumber where cell[key]?.bool == nil:
                XCTAssertEqual(cell[key]?.number ?? .nan, number.doubleValue, accuracy: 1e-6, key)
            case let text as String where key != "color":
                XCTAssertEqual(cell[key]?.string, text, key)
            default: continue
            }
        }
        XCTAssertEqual(cell["color"]?.string, "#ff8000ff")
        XCTAssertEqual(cell["autoreverses"]?.bool, true)
    }

    // MARK: Errors

    private func message(_ root: String) -> String? {
        do {
            _ = try SceneDecoder().decode(Data((#"{"size": [10, 10], "root": "# + root + "}").utf8))
            return nil
        } catch {
            XCTAssertFalse("\(error)".contains("\n"))
            return "\(error)"
        }
    }

    func testBadValuesFailAtTheirPathOnOneLine() {
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterShape": "triangle"}"#),
            "root.emitterShape: unknown emitter shape 'triangle'; expected one of point, line, rectangle, cuboid, circle, sphere"
        )
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterMode": "edge"}"#),
            "root.emitterMode: unknown emitter mode 'edge'; expected one of points, outline, surface, volume")
        XCTAssertEqual(
            message(#"{"type": "emitter", "renderMode": "add"}"#),
            "root.renderMode: unknown render mode 'add'; expected one of unordered, oldestFirst, oldestLast, backToFront, additive"
        )
        XCTAssertEqual(
            message(#"{"type": "emitter", "seed": 1.5}"#),
            "root.seed: expected a whole number from 0 to 4294967295, got 1.5")
        XCTAssertEqual(
            message(#"{"type": "emitter", "seed": -1}"#),
            "root.seed: expected a non-negative number, got -1")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterSize": [-1, 2]}"#),
            "root.emitterSize: expected a size with no negative side, got [-1, 2]")
        XCTAssertEqual(
            message(#"{"type": "emitter", "birthRate": "many"}"#),
            "root.birthRate: expected a number, got a string")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": {}}"#),
            "root.emitterCells: expected a list of emitter cells, got an object")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": [3]}"#),
            "root.emitterCells[0]: expected an emitter cell (an object), got a number")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": [{"birthrate": 3}]}"#),
            "root.emitterCells[0]: unknown emitter cell key 'birthrate'")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": [{"birthRate": -3}]}"#),
            "root.emitterCells[0].birthRate: expected a non-negative number, got -3")
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": [{"emitterCells": [{"magnificationFilter": "cubic"}]}]}"#),
            "root.emitterCells[0].emitterCells[0].magnificationFilter: unknown filter 'cubic'; expected one of linear, nearest, trilinear"
        )
        XCTAssertEqual(
            message(#"{"type": "emitter", "emitterCells": [{"contents": 5}]}"#),
            "root.emitterCells[0].contents: expected a string, got a number")
    }
}
