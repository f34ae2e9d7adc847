import Foundation
import XCTest

@testable import LayerTree

/// Malformed scenes fail with one exact, one-line message at the right JSON path.
final class SceneErrorTests: XCTestCase {
    /// The error `json` fails with, as printed.
    private func message(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try SceneDecoder().decode(Data(json.utf8))
            XCTFail("decoded without an error", file: file, line: line)
            return nil
        } catch let error as SceneError {
            XCTAssertFalse(error.description.contains("\n"), "not one line: \(error)", file: file, line: line)
            return error.description
        } catch {
            XCTFail("not a SceneError: \(error)", file: file, line: line)
            return nil
        }
    }

    /// The error for a scene whose root layer is `root`.
    private func rootMessage(_ root: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        message(#"{"size": [100, 100], "root": "# + root + "}", file: file, line: line)
    }

    func testDescriptionIsPathColonMessage() {
        let error = SceneError(path: "root.sublayers[2].opacity", message: "expected a number, got a string")
        XCTAssertEqual(error.description, "root.sublayers[2].opacity: expected a number, got a string")
        XCTAssertEqual(SceneError(path: "$", message: "a\nb").message, "a b")
    }

    // MARK: Wrong type

    func testWrongTypeNamesThePath() {
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{}, {}, {"opacity": "0.5"}]}"#),
            "root.sublayers[2].opacity: expected a number, got a string")
        XCTAssertEqual(rootMessage(#"{"hidden": 1}"#), "root.hidden: expected a boolean, got a number")
        XCTAssertEqual(rootMessage(#"{"opacity": true}"#), "root.opacity: expected a number, got a boolean")
        XCTAssertEqual(rootMessage(#"{"name": 3}"#), "root.name: expected a string, got a number")
        XCTAssertEqual(
            rootMessage(#"{"position": "10, 20"}"#), "root.position: expected a point [x, y], got a string")
        XCTAssertEqual(
            rootMessage(#"{"bounds": [0, 0, null, 10]}"#), "root.bounds[2]: expected a number, got null")
        XCTAssertEqual(
            rootMessage(#"{"backgroundColor": 3}"#),
            ##"root.backgroundColor: expected a color ("#RRGGBB", "#RRGGBBAA" or [r, g, b, a]), got a number"##)
        XCTAssertEqual(
            rootMessage(#"{"sublayers": {}}"#), "root.sublayers: expected a list of layers, got an object")
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [[]]}"#), "root.sublayers[0]: expected a layer (an object), got an array")
        XCTAssertEqual(
            message(#"{"size": [100, 100], "root": []}"#), "root: expected a layer (an object), got an array")
        XCTAssertEqual(message("[]"), "$: expected a scene (an object), got an array")
        XCTAssertEqual(
            rootMessage(#"{"transform": {"rotate": [1, 0, 0, 1]}}"#),
            "root.transform: expected a transform (16 numbers or a list of steps), got an object")
    }

    // MARK: Keys

    func testUnknownLayerKey() {
        XCTAssertEqual(rootMessage(#"{"sublayers": [{"foo": 1}]}"#), "root.sublayers[0]: unknown key 'foo'")
    }

    func testUnknownDocumentKey() {
        XCTAssertEqual(message(##"{"size": [1, 1], "root": {}, "colour": "#fff"}"##), "$: unknown key 'colour'")
    }

    func testMissingSize() {
        XCTAssertEqual(message(#"{"root": {}}"#), "$: missing required key 'size'")
    }

    func testMissingRoot() {
        XCTAssertEqual(message(#"{"size": [10, 10]}"#), "$: missing required key 'root'")
    }

    func testKeysOfAnotherTypeNameTheirType() {
        XCTAssertEqual(
            rootMessage(#"{"birthRate": 10}"#), #"root: 'birthRate' is a key of emitter layers ("type": "emitter")"#)
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"lifetime": 8}]}"#),
            #"root.sublayers[0]: 'lifetime' is a key of emitter layers ("type": "emitter")"#)
        XCTAssertEqual(
            rootMessage(#"{"mask": {"opacity": "x"}}"#), "root.mask.opacity: expected a number, got a string")
        XCTAssertEqual(
            rootMessage(##"{"scrollMode": "both"}"##),
            #"root: 'scrollMode' is a key of scroll layers ("type": "scroll")"#)
        XCTAssertEqual(
            rootMessage(##"{"tileSize": [8, 8]}"##), #"root: 'tileSize' is a key of tiled layers ("type": "tiled")"#)
        XCTAssertEqual(
            rootMessage(##"{"emitterCells": []}"##),
            #"root: 'emitterCells' is a key of emitter layers ("type": "emitter")"#)
        XCTAssertEqual(
            rootMessage(##"{"string": "Hello"}"##), #"root: 'string' is a key of text layers ("type": "text")"#)
        XCTAssertTrue(SceneLayerKeys.unsupportedCommon.isEmpty, "every common key the format lists is decoded")
        XCTAssertTrue(SceneLayerKeys.unsupportedPerType.isEmpty, "every per-type key the format lists is decoded")
    }

    func testEveryTypeTheFormatListsIsDecoded() {
        XCTAssertTrue(SceneLayerKeys.unsupportedTypes.isEmpty)
        for type in ["layer", "transform", "replicator", "shape", "gradient", "text", "scroll", "tiled", "emitter"] {
            XCTAssertNoThrow(
                try SceneDecoder().decode(Data(#"{"size": [10, 10], "root": {"type": "\#(type)"}}"#.utf8)), type)
        }
        XCTAssertEqual(
            rootMessage(#"{"type": "sparkle"}"#)?.hasPrefix("root.type: "), true, "an unknown type is an error")
    }

    func testBadScrollLayerValues() {
        XCTAssertEqual(
            rootMessage(#"{"type": "scroll", "scrollMode": "diagonally"}"#),
            "root.scrollMode: unknown scroll mode 'diagonally'; expected one of none, vertically, horizontally, both")
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"type": "scroll", "scrollMode": 1}]}"#),
            "root.sublayers[0].scrollMode: expected a string, got a number")
        XCTAssertEqual(
            rootMessage(#"{"type": "scroll", "scrollOffset": [1]}"#),
            "root.scrollOffset: expected a point [x, y] of 2 numbers, got 1")
        XCTAssertEqual(
            rootMessage(#"{"type": "scroll", "scrollOffset": "top"}"#),
            "root.scrollOffset: expected a point [x, y], got a string")
        // Scroll keys on another type of layer name the type that owns them.
        XCTAssertEqual(
            rootMessage(#"{"scrollOffset": [0, 10]}"#),
            #"root: 'scrollOffset' is a key of scroll layers ("type": "scroll")"#)
        XCTAssertEqual(
            rootMessage(#"{"scrollMode": "both"}"#), #"root: 'scrollMode' is a key of scroll layers ("type": "scroll")"#
        )
    }

    func testBadTiledLayerValues() {
        XCTAssertEqual(
            rootMessage(#"{"type": "tiled", "tileSize": [256, 0]}"#),
            "root.tileSize: expected whole pixels from 1 to 4096 a side, got [256, 0]")
        XCTAssertEqual(
            rootMessage(#"{"type": "tiled", "tileSize": [100.5, 100]}"#),
            "root.tileSize: expected whole pixels from 1 to 4096 a side, got [100.5, 100]")
        XCTAssertEqual(
            rootMessage(#"{"type": "tiled", "tileSize": 256}"#), "root.tileSize: expected a size [w, h], got a number")
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"type": "tiled", "levelsOfDetail": 0}]}"#),
            "root.sublayers[0].levelsOfDetail: expected a whole number from 1 to 30, got 0")
        XCTAssertEqual(
            rootMessage(#"{"type": "tiled", "levelsOfDetailBias": 1.5}"#),
            "root.levelsOfDetailBias: expected a whole number from 0 to 30, got 1.5")
        XCTAssertEqual(
            rootMessage(#"{"type": "tiled", "levelsOfDetailBias": -1}"#),
            "root.levelsOfDetailBias: expected a whole number from 0 to 30, got -1")
        XCTAssertEqual(rootMessage(#"{"type": "tiled", "tiles": 3}"#), "root.tiles: expected a string, got a number")
        XCTAssertEqual(
            rootMessage(##"{"type": "tiled", "tiles": ""}"##),
            #"root.tiles: expected an image file path (PNG or JPEG), got """#)
        XCTAssertEqual(
            rootMessage(#"{"tiles": "a.png"}"#), #"root: 'tiles' is a key of tiled layers ("type": "tiled")"#)
        XCTAssertEqual(
            rootMessage(#"{"type": "scroll", "tileSize": [8, 8]}"#),
            #"root: 'tileSize' is a key of tiled layers ("type": "tiled")"#)
    }

    func testUnknownType() {
        XCTAssertEqual(
            rootMessage(#"{"type": "circle"}"#),
            "root.type: unknown layer type 'circle'; expected one of emitter, gradient, layer, replicator, scroll, shape, text, tiled, transform"
        )
    }

    // MARK: Colors

    func testBadColorStrings() {
        XCTAssertEqual(
            rootMessage(##"{"backgroundColor": "#12345"}"##),
            ##"root.backgroundColor: expected a color "#RRGGBB" or "#RRGGBBAA", got "#12345""##)
        XCTAssertEqual(
            rootMessage(#"{"borderColor": "red"}"#),
            ##"root.borderColor: expected a color "#RRGGBB" or "#RRGGBBAA", got "red""##)
        XCTAssertEqual(
            message(##"{"size": [1, 1], "background": "#GG0000", "root": {}}"##),
            ##"background: expected a color "#RRGGBB" or "#RRGGBBAA", got "#GG0000""##)
        XCTAssertEqual(
            rootMessage(##"{"backgroundColor": "#+12345"}"##),
            ##"root.backgroundColor: expected a color "#RRGGBB" or "#RRGGBBAA", got "#+12345""##)
    }

    func testColorComponentOutOfRange() {
        XCTAssertEqual(
            rootMessage(#"{"backgroundColor": [1, 0, 1.5, 1]}"#),
            "root.backgroundColor[2]: expected a color component from 0 to 1, got 1.5")
        XCTAssertEqual(
            rootMessage(#"{"backgroundColor": [1, 0, 0]}"#),
            "root.backgroundColor: expected a color [r, g, b, a] of 4 numbers, got 3")
    }

    // MARK: Numbers and arrays

    func testOpacityOutOfRange() {
        XCTAssertEqual(rootMessage(#"{"opacity": 1.5}"#), "root.opacity: expected a number from 0 to 1, got 1.5")
        XCTAssertEqual(rootMessage(#"{"opacity": -1}"#), "root.opacity: expected a number from 0 to 1, got -1")
    }

    func testNonFiniteNumber() {
        // JSON has no infinity literal; a number too large for a Double is the way to write one.
        XCTAssertEqual(
            rootMessage(#"{"opacity": 1e999}"#),
            "root.opacity: expected a finite number, got one outside the range of a Double")
        XCTAssertEqual(
            rootMessage(#"{"transform": [{"translate": [0, -1e999, 0]}]}"#),
            "root.transform[0].translate[1]: expected a finite number, got one outside the range of a Double")
    }

    func testNegativeOrZeroWhereNotAllowed() {
        XCTAssertEqual(rootMessage(#"{"borderWidth": -1}"#), "root.borderWidth: expected a non-negative number, got -1")
        XCTAssertEqual(
            rootMessage(#"{"cornerRadius": -0.5}"#), "root.cornerRadius: expected a non-negative number, got -0.5")
        XCTAssertEqual(
            rootMessage(#"{"contentsScale": 0}"#), "root.contentsScale: expected a number from 0.01 to 100, got 0")
        XCTAssertEqual(
            message(#"{"size": [1, 1], "scale": -2, "root": {}}"#), "scale: expected a positive number, got -2")
        XCTAssertEqual(
            message(#"{"size": [0, 300], "root": {}}"#), "size: expected a positive width and height, got [0, 300]")
    }

    func testWrongArrayLengthForRect() {
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"bounds": [0, 0, 10]}]}"#),
            "root.sublayers[0].bounds: expected a rect [x, y, w, h] of 4 numbers, got 3")
        XCTAssertEqual(
            rootMessage(#"{"frame": [0, 0, 10, 10, 5]}"#),
            "root.frame: expected a rect [x, y, w, h] of 4 numbers, got 5")
        XCTAssertEqual(
            message(#"{"size": [1], "root": {}}"#), "size: expected a size [w, h] of 2 numbers, got 1")
        XCTAssertEqual(
            rootMessage(#"{"anchorPoint": [0.5]}"#), "root.anchorPoint: expected a point [x, y] of 2 numbers, got 1")
    }

    func testBadCornerName() {
        XCTAssertEqual(
            rootMessage(#"{"maskedCorners": ["minXminY", "topLeft"]}"#),
            "root.maskedCorners[1]: unknown corner 'topLeft'; expected one of minXminY, maxXminY, minXmaxY, maxXmaxY")
    }

    func testBadCornerCurveAndEdgeNames() {
        XCTAssertEqual(
            rootMessage(#"{"cornerCurve": "squircle"}"#),
            "root.cornerCurve: unknown corner curve 'squircle'; expected one of circular, continuous")
        XCTAssertEqual(rootMessage(#"{"cornerCurve": 1}"#), "root.cornerCurve: expected a string, got a number")
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"edgeAntialiasingMask": ["minXEdge", "left"]}]}"#),
            "root.sublayers[0].edgeAntialiasingMask[1]: unknown edge 'left'; expected one of minXEdge, maxXEdge, "
                + "minYEdge, maxYEdge")
        XCTAssertEqual(
            rootMessage(#"{"edgeAntialiasingMask": "minXEdge"}"#),
            "root.edgeAntialiasingMask: expected a list of edge names, got a string")
    }

    func testBadValues() {
        XCTAssertEqual(
            rootMessage(#"{"values": {"opacity": 0.5}}"#),
            "root.values.opacity: 'opacity' is a declared property; set it directly")
        XCTAssertEqual(
            rootMessage(#"{"type": "shape", "values": {"lineWidth": 2}}"#),
            "root.values.lineWidth: 'lineWidth' is a declared property; set it directly")
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{"values": {"progress": [1, 2]}}]}"#),
            "root.sublayers[0].values.progress: expected a number, a string or a boolean, got an array")
        XCTAssertEqual(
            rootMessage(#"{"values": {"progress": null}}"#),
            "root.values.progress: expected a number, a string or a boolean, got null")
        XCTAssertEqual(
            rootMessage(#"{"values": [1]}"#), "root.values: expected an object of values by key, got an array")
    }

    // MARK: Ranges that keep pixel work finite (issue 31)

    /// Each number that multiplies pixel work has a range (README, "Limits"): a finite but huge
    /// value fails at its path instead of overflowing in the renderer's products.
    func testNumbersThatMultiplyPixelWorkHaveRanges() {
        let cases: [(String, String)] = [
            (#"{"contentsScale": 1e300}"#, "root.contentsScale: expected a number from 0.01 to 100, got 1e+300"),
            (#"{"contentsScale": 1e-300}"#, "root.contentsScale: expected a number from 0.01 to 100, got 1e-300"),
            (
                #"{"rasterizationScale": 4294967296}"#,
                "root.rasterizationScale: expected a number from 0.01 to 100, got 4294967296"
            ),
            (#"{"shadowRadius": 1e300}"#, "root.shadowRadius: expected a number from 0 to 10000, got 1e+300"),
            (
                #"{"bounds": [0, 0, 1e300, 10]}"#,
                "root.bounds[2]: expected a number within ±1e9 (the world bound, in points), got 1e+300"
            ),
            (
                #"{"position": [-1e10, 0]}"#,
                "root.position[0]: expected a number within ±1e9 (the world bound, in points), got -10000000000"
            ),
            (
                #"{"frame": [0, 9007199254740993, 1, 1]}"#,
                "root.frame[1]: expected a number within ±1e9 (the world bound, in points), got 9007199254740992.0"
            ),
            (
                #"{"zPosition": 1e300}"#,
                "root.zPosition: expected a number within ±1e9 (the world bound, in points), got 1e+300"
            ),
            (
                #"{"shadowOffset": [0, 1e300]}"#,
                "root.shadowOffset[1]: expected a number within ±1e9 (the world bound, in points), got 1e+300"
            ),
            (
                #"{"transform": [{"scale": [1e300, 1, 1]}]}"#,
                "root.transform: expected a transform whose entries lie within ±1e9 (the world bound), got m11 = 1e+300"
            ),
            (
                #"{"sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1e300]}"#,
                "root.sublayerTransform: expected a transform whose entries lie within ±1e9 (the world bound), got m44 = 1e+300"
            ),
            (
                #"{"type": "shape", "lineWidth": 1e300}"#,
                "root.lineWidth: expected a number from 0 to 1000000, got 1e+300"
            ),
            (
                #"{"type": "text", "fontSize": 1e300}"#,
                "root.fontSize: expected a font size above 0 and at most 4096 points, got 1e+300"
            ),
            (
                #"{"type": "replicator", "instanceTransform": [{"translate": [1e300, 0, 0]}]}"#,
                "root.instanceTransform: expected a transform whose entries lie within ±1e9 (the world bound), got m41 = 1e+300"
            ),
            (
                #"{"type": "replicator", "instanceCount": 9007199254740993}"#,
                "root.instanceCount: expected a whole number of instances from 0 to 100000, got 9007199254740992.0"
            ),
        ]
        for (root, expected) in cases {
            XCTAssertEqual(rootMessage(root), expected, root)
        }
        // At the ends of the ranges, and the small numbers that stay in range: no error.
        for root in [
            #"{"contentsScale": 100, "rasterizationScale": 0.01, "shadowRadius": 10000, "zPosition": -1e9}"#,
            #"{"bounds": [-1e9, -1e9, 1e9, 1e9], "position": [1e-300, 5e-324], "transform": [{"scale": [1e9, 1e-300, 1]}]}"#,
            #"{"type": "text", "fontSize": 4096}"#, #"{"type": "shape", "lineWidth": 1000000}"#,
        ] {
            XCTAssertNoThrow(try SceneDecoder().decode(Data((#"{"size": [10, 10], "root": "# + root + "}").utf8)), root)
        }
    }

    // MARK: Transforms

    func testTransformStepWithTwoKeys() {
        XCTAssertEqual(
            rootMessage(
                #"{"sublayers": [{"transform": [{"m34": -0.002}, {"translate": [1, 2, 3], "rotate": [1, 0, 0, 1]}]}]}"#),
            "root.sublayers[0].transform[1]: expected a transform step with exactly one key, got 2 (rotate, translate)")
        XCTAssertEqual(
            rootMessage(#"{"transform": [{}]}"#),
            "root.transform[0]: expected a transform step with exactly one key, got 0")
    }

    func testTransformStepErrors() {
        XCTAssertEqual(
            rootMessage(#"{"transform": [{"skew": 1}]}"#), "root.transform[0]: unknown transform step 'skew'")
        XCTAssertEqual(
            rootMessage(#"{"transform": [{"rotate": [1, 0, 0]}]}"#),
            "root.transform[0].rotate: expected a rotation [angle, x, y, z] of 4 numbers, got 3")
        XCTAssertEqual(
            rootMessage(#"{"transform": [{"m34": -0.002}, 5]}"#),
            "root.transform[1]: expected a transform step (an object with one key), got a number")
        XCTAssertEqual(
            rootMessage(#"{"sublayerTransform": [1, 0, 0]}"#),
            "root.sublayerTransform: expected a transform of 16 numbers, got 3")
        XCTAssertEqual(
            rootMessage(#"{"transform": [{"concat": [{"scale": [1, "2", 1]}]}]}"#),
            "root.transform[0].concat[0].scale[1]: expected a number, got a string")
    }

    // MARK: frame

    func testFrameWithNonIdentityTransform() {
        XCTAssertEqual(
            rootMessage(#"{"sublayers": [{}, {"frame": [0, 0, 10, 10], "transform": [{"rotate": [0.5, 0, 0, 1]}]}]}"#),
            "root.sublayers[1].frame: frame cannot be set on a layer with a non-identity transform (Core Animation leaves this undefined)"
        )
    }

    // MARK: Syntax and files

    func testInvalidJSONSyntax() {
        XCTAssertEqual(
            message(#"{"size": [1, 1], "root": {"#), "$: invalid JSON: Unexpected end of file during JSON parse.")
        XCTAssertEqual(message(#"{"size": [1,, 1]}"#), "$: invalid JSON: Invalid value around character 12.")
        XCTAssertEqual(message(""), "$: invalid JSON: Unexpected end of file during JSON parse.")
    }

    func testLoneSurrogateNamesItsPath() {
        XCTAssertEqual(
            message(#"{"size": [1, 1], "root": {"name": "\ud800"}}"#),
            "root.name: expected a string of Unicode text, got an escape of a lone UTF-16 surrogate")
    }

    func testDeviceFolderAndEmptyFileSayWhatTheyAre() throws {
        func readError(_ path: String) -> String? {
            do {
                _ = try SceneDecoder().decode(contentsOf: URL(fileURLWithPath: path))
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(readError("/dev/null"), "$: cannot read scene file '/dev/null': it is empty")
        XCTAssertEqual(readError("/tmp"), "$: cannot read scene file '/tmp': it is a folder")
        // A device that never ends stops at the limit instead of filling memory.
        XCTAssertEqual(readError("/dev/zero"), "$: cannot read scene file '/dev/zero': larger than 64 MiB, the limit")
    }

    func testMissingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/scene.json")
        XCTAssertThrowsError(try SceneDecoder().decode(contentsOf: url)) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description, "$: cannot read scene file '/nonexistent/scene.json': no such file"
            )
        }
    }
}
