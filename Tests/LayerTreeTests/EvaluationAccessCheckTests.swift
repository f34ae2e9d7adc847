import Foundation
import XCTest

@testable import LayerTree

/// The properties a render tree's evaluation reads for every animated layer each frame are
/// declared `@exclusivity(unchecked)` (see the note above `CALayer`'s geometry): Swift's run-time
/// check of each class-property access costs about 76 instructions, a third of evaluating a
/// Lottie frame. A property that gains a render-node field, or joins the layer's clock, must be
/// declared so too, or every frame pays for it again.
final class EvaluationAccessCheckTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LayerTree/Model")

    /// The Swift names of `table`'s own properties that evaluation reads each frame: those whose
    /// animations write render-node fields, and the layer's clock.
    private func hotNames(_ table: PropertyTable, beyond inherited: PropertyTable?) -> [String] {
        table.all.filter { property in
            (property.renderNodeField != nil || property.traits.contains(.timing))
                && inherited?[property.key] == nil
        }.map(\.key)
    }

    private func unchecked(in file: String, _ names: [String], file path: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
        XCTAssertFalse(names.isEmpty, file: path, line: line)
        for name in names {
            let declared = text.contains("open var \(name): ")
            XCTAssertTrue(declared, "\(file): no declaration of \(name)", file: path, line: line)
            XCTAssertTrue(
                text.contains("@exclusivity(unchecked) open var \(name): "),
                "\(file): \(name) is read each frame but its accesses are checked at run time", file: path, line: line)
        }
    }

    func testTheLayersPropertiesReadEachFrameAreUnchecked() throws {
        // `hidden` and `mask` have no node field, but every walk reads them for every layer.
        let names = hotNames(LayerProperties.table, beyond: nil) + ["isHidden", "mask"]
        try unchecked(in: "CALayer.swift", names)
    }

    func testAGradientLayersAnimatedPropertiesAreUnchecked() throws {
        let keys = hotNames(GradientLayerProperties.table, beyond: LayerProperties.table)
        XCTAssertEqual(Set(keys), ["colors", "locations", "startPoint", "endPoint"])
        // `colors` is stored as `stopColors` (typed), behind the `[Any]?` Apple declares.
        let text = try String(
            contentsOf: Self.sources.appendingPathComponent("CAGradientLayer.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("@exclusivity(unchecked) var stopColors: "))
        try unchecked(in: "CAGradientLayer.swift", keys.filter { $0 != "colors" })
    }

    func testAShapeLayersAnimatedPropertiesAreUnchecked() throws {
        let names = hotNames(ShapeLayerProperties.table, beyond: LayerProperties.table)
        XCTAssertEqual(
            Set(names),
            [
                "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase",
                "strokeStart", "strokeEnd",
            ])
        try unchecked(in: "CAShapeLayer.swift", names)
    }
}
