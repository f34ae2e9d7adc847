import Foundation
import LayerTree
import XCTest

/// Runs `layerkit dump SCENE --time T` and returns the parsed document.
func dumpScene(_ scene: URL, at time: Double, file: StaticString = #filePath, line: UInt = #line) throws
    -> [String: Any]
{
    let result = try LayerkitProcess.run(["dump", scene.path, "--time", "\(time)"])
    XCTAssertEqual(result.status, 0, "dump at \(time): \(result.stderr)", file: file, line: line)
    XCTAssertEqual(result.stderr, "", file: file, line: line)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try XCTUnwrap(object as? [String: Any], "not a JSON object: \(result.stdout)", file: file, line: line)
}

/// Checks a dumped layer against the presentation of the same layer built in Swift, field by
/// field, numbers to 1e-9, then its sublayers.
///
/// `tree` is the Swift tree's render snapshot at the same time: the public place a running
/// transition shows up.
func assertDumpedLayer(
    _ dumped: [String: Any], matches layer: CALayer, tree: RenderTree, at path: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    func numbers(_ key: String) -> [Double]? { (dumped[key] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } }
    func number(_ key: String) -> Double? { (dumped[key] as? NSNumber)?.doubleValue }
    func same(_ key: String, _ expected: [CGFloat]) {
        guard let actual = numbers(key), actual.count == expected.count else {
            return XCTFail(
                "\(path).\(key): \(String(describing: dumped[key])) is not \(expected)", file: file, line: line)
        }
        for (a, e) in zip(actual, expected) where !(abs(a - Double(e)) <= 1e-9) {
            return XCTFail("\(path).\(key): \(actual) is not \(expected)", file: file, line: line)
        }
    }
    func same(_ key: String, _ expected: CGFloat) {
        guard let actual = number(key), abs(actual - Double(expected)) <= 1e-9 else {
            return XCTFail(
                "\(path).\(key): \(String(describing: dumped[key])) is not \(expected)", file: file, line: line)
        }
    }
    func same(_ key: String, _ expected: Float) {
        // Floats are dumped as their shortest decimal, which reads back as the same Float.
        guard let actual = number(key), Float(actual) == expected else {
            return XCTFail(
                "\(path).\(key): \(String(describing: dumped[key])) is not \(expected)", file: file, line: line)
        }
    }
    func same(_ key: String, _ expected: Bool) {
        XCTAssertEqual(dumped[key] as? Bool, expected, "\(path).\(key)", file: file, line: line)
    }
    func same(_ key: String, _ expected: String?) {
        if let expected {
            XCTAssertEqual(dumped[key] as? String, expected, "\(path).\(key)", file: file, line: line)
        } else {
            XCTAssertTrue(
                dumped[key] is NSNull, "\(path).\(key): \(String(describing: dumped[key])) is not null", file: file,
                line: line)
        }
    }

    same("name", layer.name)
    same("type", layer is CATransformLayer ? "transform" : "layer")
    same("bounds", [layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.width, layer.bounds.height])
    same("position", [layer.position.x, layer.position.y])
    same("anchorPoint", [layer.anchorPoint.x, layer.anchorPoint.y])
    same("anchorPointZ", layer.anchorPointZ)
    same("zPosition", layer.zPosition)
    same("transform", layer.transform.fields)
    same("sublayerTransform", layer.sublayerTransform.fields)
    same("opacity", layer.opacity)
    same("hidden", layer.isHidden)
    same("backgroundColor", layer.backgroundColor?.description)
    same("borderWidth", layer.borderWidth)
    same("borderColor", layer.borderColor?.description)
    same("cornerRadius", layer.cornerRadius)
    same("masksToBounds", layer.masksToBounds)
    same("doubleSided", layer.isDoubleSided)
    same("shadowColor", layer.shadowColor?.description)
    same("shadowOpacity", layer.shadowOpacity)
    same("shadowOffset", [layer.shadowOffset.width, layer.shadowOffset.height])
    same("shadowRadius", layer.shadowRadius)
    same("shouldRasterize", layer.shouldRasterize)
    same("rasterizationScale", layer.rasterizationScale)
    let frame = layer.frame
    same("frame", [frame.origin.x, frame.origin.y, frame.width, frame.height])
    XCTAssertEqual(
        dumped["animationKeys"] as? [String], layer.model().animationKeys() ?? [], "\(path).animationKeys", file: file,
        line: line)

    let running = tree.nodes.first { $0.id == layer.layerID }?.transition
    if let running {
        let transition = dumped["transition"] as? [String: Any]
        XCTAssertEqual(transition?["type"] as? String, running.type, "\(path).transition.type", file: file, line: line)
        XCTAssertEqual(
            transition?["subtype"] as? String, running.subtype, "\(path).transition.subtype", file: file, line: line)
        let progress = (transition?["progress"] as? NSNumber)?.doubleValue ?? .nan
        XCTAssertEqual(
            progress, running.progress, accuracy: 1e-9, "\(path).transition.progress", file: file, line: line)
    } else {
        XCTAssertTrue(
            dumped["transition"] is NSNull, "\(path).transition: \(String(describing: dumped["transition"]))",
            file: file, line: line)
    }

    let dumpedSublayers = dumped["sublayers"] as? [[String: Any]] ?? []
    let sublayers = layer.sublayers ?? []
    XCTAssertEqual(dumpedSublayers.count, sublayers.count, "\(path).sublayers", file: file, line: line)
    for (index, (child, sublayer)) in zip(dumpedSublayers, sublayers).enumerated() {
        assertDumpedLayer(
            child, matches: sublayer, tree: tree, at: "\(path).sublayers[\(index)]", file: file, line: line)
    }
}

/// Dumps `scene` at each time and checks every layer against `root`'s presentation then.
func assertDumpMatchesPresentation(
    of scene: URL, root: CALayer, at times: [Double], file: StaticString = #filePath, line: UInt = #line
) throws {
    for time in times {
        let document = try dumpScene(scene, at: time, file: file, line: line)
        XCTAssertEqual((document["time"] as? NSNumber)?.doubleValue, time, file: file, line: line)
        let dumped = try XCTUnwrap(document["root"] as? [String: Any], file: file, line: line)
        let presentation = try XCTUnwrap(root.presentation(at: time), file: file, line: line)
        assertDumpedLayer(
            dumped, matches: presentation, tree: root.makeRenderTree(at: time), at: "root@\(time)", file: file,
            line: line)
    }
}

/// An sRGB color from `0xRRGGBB`, as a scene file's `"#RRGGBB"` reads.
func rgb(_ hex: Int, alpha: CGFloat = 1) -> CGColor {
    CGColor(
        red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
        blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
}

/// A layer with a name, bounds size, position and background, as the fixtures write them.
func fixtureLayer(_ name: String, _ w: CGFloat, _ h: CGFloat, at x: CGFloat, _ y: CGFloat, _ color: CGColor? = nil)
    -> CALayer
{
    let layer = CALayer()
    layer.name = name
    layer.bounds = CGRect(x: 0, y: 0, width: w, height: h)
    layer.position = CGPoint(x: x, y: y)
    layer.backgroundColor = color
    return layer
}

/// The fixtures' 200×120 root layer.
func fixtureRoot() -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
    root.position = CGPoint(x: 100, y: 60)
    return root
}
