import Foundation
import XCTest

@testable import LayerTree

/// Each layer property is spelled once, in its declaration (`Sources/LayerTree/Model/Properties`):
/// the scene format's keys, `dump`'s keys and the library's sources are checked against the
/// declaration tables, so a property added, renamed or spelled again elsewhere fails here.
final class PropertyDeclarationTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let ownTables: [(type: String, table: PropertyTable)] = SceneLayerKeys.typesWithOwnKeys

    private static func sceneKeys(_ table: PropertyTable) -> Set<String> { Set(table.all.compactMap { $0.sceneKey }) }

    // MARK: The scene format

    /// The spec's Layer table and its per-type list, as key sets: `common` and by type.
    private func specKeys() throws -> (common: Set<String>, perType: [String: Set<String>]) {
        let url = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/spec/scene-format.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("the scene format spec is not beside the repository (\(url.path))")
        }
        let section = try XCTUnwrap(text.components(separatedBy: "\n## Layer\n").dropFirst().first)
            .components(separatedBy: "\n## ").first!
        var common: Set<String> = []
        var bullets: [(type: String, text: String)] = []  // a bullet and its continuation lines
        for line in section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("| "), !line.hasPrefix("| key |"), !line.hasPrefix("| ---") {
                let cell = line.dropFirst(2).components(separatedBy: " |")[0]
                common.formUnion(cell.components(separatedBy: ", "))
            } else if line.hasPrefix("- **"), let end = line.dropFirst(4).range(of: "**") {
                bullets.append((String(line.dropFirst(4)[..<end.lowerBound]), String(line[end.upperBound...])))
            } else if line.hasPrefix("  "), !bullets.isEmpty {
                bullets[bullets.count - 1].text += " " + line
            }
        }
        var perType: [String: Set<String>] = [:]
        for bullet in bullets { perType[bullet.type] = backtickedNames(outsideParentheses: bullet.text) }
        return (common, perType)
    }

    /// The `names` in backticks, leaving out what parentheses hold (values and remarks).
    private func backtickedNames(outsideParentheses text: String) -> Set<String> {
        var stripped = text
        while let range = stripped.range(of: #"\([^()]*\)"#, options: .regularExpression) {
            stripped.removeSubrange(range)
        }
        let parts = stripped.components(separatedBy: "`")
        return Set(stride(from: 1, to: parts.count, by: 2).map { parts[$0] })
    }

    func testTheSceneFormatsLayerKeysAreTheDeclaredOnes() throws {
        let spec = try specKeys()
        XCTAssertEqual(
            spec.common, SceneLayerKeys.structural.union(Self.sceneKeys(LayerProperties.table)),
            "scene-format.md's Layer table against CALayer's declarations")
        for (type, table) in Self.ownTables {
            let sceneOnly = SceneLayerKeys.sceneOnly.first { $0.type == type }?.keys ?? []
            XCTAssertEqual(
                spec.perType[type], table.ownSceneKeys(beyond: LayerProperties.table).union(sceneOnly), "\(type) layers"
            )
        }
        for (type, table, _) in SceneLayerKeys.sceneOnly {
            XCTAssertTrue(
                Self.ownTables.contains { $0.type == type && $0.table === table }, "\(type): a type with own keys")
        }
        let notYet = SceneLayerKeys.unsupportedTypes.reduce(into: Set<String>()) {
            $0.formUnion(spec.perType[$1] ?? [])
        }
        XCTAssertEqual(notYet, SceneLayerKeys.unsupportedPerType, "the types not decoded yet")
        XCTAssertEqual(
            Set(spec.perType.keys),
            Set(Self.ownTables.map(\.type)).union(SceneLayerKeys.unsupportedTypes).union(["transform"]))
    }

    func testTheSceneFormatsAnimationKeysAreTheDeclaredOnes() throws {
        let url = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/spec/scene-format.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw XCTSkip("the scene format spec is not beside the repository (\(url.path))")
        }
        let section = try XCTUnwrap(text.components(separatedBy: "\n## Animation\n").dropFirst().first)
            .components(separatedBy: "\n## ").first!
        var spec: Set<String> = []
        for line in section.split(separator: "\n").map(String.init)
        where line.hasPrefix("| ") && !line.hasPrefix("| key |") && !line.hasPrefix("| ---") {
            spec.formUnion(line.dropFirst(2).components(separatedBy: " |")[0].components(separatedBy: ", "))
        }
        let declared = SceneAnimationKeys.Kind.allCases.reduce(into: Set<String>()) {
            $0.formUnion(SceneAnimationKeys.keys(of: $1))
        }
        // `valueFunction` is LayerKit's addition to the format (the layerkit Command article).
        XCTAssertEqual(spec.union(["valueFunction"]), declared)
    }

    // MARK: dump

    /// The keys `dump` writes for `layer` (and for its `shape` or `gradient` object).
    private func dumpKeys(_ layer: CALayer) throws -> (layer: Set<String>, own: Set<String>) {
        let data = try PresentationDump(root: layer, at: 0).jsonData()
        let root = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["root"] as? [String: Any])
        let own = (root["shape"] ?? root["gradient"]) as? [String: Any]
        return (Set(root.keys), Set(own?.keys ?? [:].keys))
    }

    /// What `dump` writes that is no property: derived values and the subclass objects.
    private static let dumpOnly: Set<String> = ["type", "animationKeys", "transition", "shape", "gradient"]

    /// Declared `CALayer` keys `dump` leaves out (it shows what is drawn, not timing, actions or
    /// flags that change nothing in the picture on their own). A new property goes to `dump` or here.
    private static let notDumped: Set<String> = [
        "geometryFlipped", "maskedCorners", "cornerCurve", "opaque", "allowsGroupOpacity", "allowsEdgeAntialiasing",
        "edgeAntialiasingMask", "mask", "maskMode", "filters", "backgroundFilters", "compositingFilter",
        "needsDisplayOnBoundsChange", "drawsAsynchronously", "beginTime", "speed", "timeOffset", "duration",
        "repeatCount", "repeatDuration", "autoreverses", "fillMode", "delegate", "actions", "style",
        "minificationFilterBias", "contentsFormat", "wantsExtendedDynamicRangeContent", "autoresizingMask",
        "layoutManager", "constraints",
    ]

    func testDumpWritesTheDeclaredKeys() throws {
        let keys = try dumpKeys(CALayer())
        let declared = Set(LayerProperties.table.all.map(\.key))
        XCTAssertEqual(keys.layer.subtracting(Self.dumpOnly), declared.subtracting(Self.notDumped))
        XCTAssertTrue(Self.notDumped.isSubset(of: declared), "notDumped names only declared keys")
        XCTAssertEqual(
            try dumpKeys(CAShapeLayer()).own, ShapeLayerProperties.table.ownSceneKeys(beyond: LayerProperties.table))
        XCTAssertEqual(
            try dumpKeys(CAGradientLayer()).own,
            GradientLayerProperties.table.ownSceneKeys(beyond: LayerProperties.table))
        XCTAssertEqual(try dumpKeys(CATextLayer()).layer, keys.layer, "text layers dump as layers")
    }

    // MARK: The sources

    /// Literals that equal a declared key but name something else, with the reason.
    private static let allowed: [String: Set<String>] = [
        // The scene format's structural `type` key (a layer's or an animation's class), `transform`
        // (the type of a CATransformLayer), and a layer object's `animations` dictionary (not a
        // group's `animations`), and a layer object's own `values` (not a keyframe animation's).
        "LayerTree/Scene/SceneLayerKeys.swift": ["type", "transform", "animations", "values"],
        "LayerTree/Scene/SceneDecoder+Layer.swift": ["type", "transform", "animations"],
        "LayerTree/Scene/SceneDecoder+Contents.swift": ["animations"],
        "LayerTree/Scene/PresentationDump.swift": ["type", "transform"],
        "LayerTree/Scene/SceneAnimationKeys.swift": ["type"],
        "LayerTree/Scene/SceneDecoder+Animation.swift": ["type"],
        // `scale` is also CAEmitterLayer's multiplier key: here it is the transform's sub-path
        // (`transform.scale`), a value function's name and a scene's pixels per point.
        "LayerTree/Animation/Animations/CAValueFunction.swift": ["scale"],
        "LayerTree/Animation/KeyPaths/TransformField.swift": ["scale"],
        "LayerTree/Scene/SceneDecoder+Values.swift": ["scale"],
        "LayerTree/Scene/SceneDecoder.swift": ["scale"],
        // The render mode named `additive`, not an animation's `additive` key.
        "LayerTree/Model/CAEmitterLayerNames.swift": ["additive"],
    ]

    /// The files that declare the properties.
    private static func isDeclaration(_ file: String) -> Bool {
        file.hasPrefix("Model/Properties/") || file == "Animation/KeyValue/AnimationProperties.swift"
    }

    func testNoPropertyKeyIsSpelledOutsideItsDeclaration() throws {
        var keys: Set<String> = []
        let animationTables = SceneAnimationKeys.Kind.allCases.map(SceneAnimationKeys.table(of:))
        for table in [LayerProperties.table, EmitterCellProperties.table] + Self.ownTables.map(\.table)
            + animationTables
        {
            for property in table.all {
                keys.insert(property.key)
                if let sceneKey = property.sceneKey { keys.insert(sceneKey) }
            }
        }
        let sources = Self.repository.appendingPathComponent("Sources")
        var checked = 0
        for module in ["LayerTree", "GLRender"] {
            let enumerator = FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)
            while let file = enumerator?.nextObject() as? String {
                guard file.hasSuffix(".swift"), !(module == "LayerTree" && Self.isDeclaration(file)) else { continue }
                let name = "\(module)/\(file)"
                let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
                checked += 1
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.components(separatedBy: "//")[0]  // comments may name keys
                    let parts = code.components(separatedBy: "\"")
                    for literal in stride(from: 1, to: parts.count, by: 2).map({ parts[$0] })
                    where keys.contains(literal) && !(Self.allowed[name]?.contains(literal) ?? false) {
                        XCTFail("\(name):\(number + 1): the key \"\(literal)\" is spelled outside its declaration")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100, "the sources were found")
    }
}
