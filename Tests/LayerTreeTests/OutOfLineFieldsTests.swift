import Foundation
import XCTest

@testable import LayerTree

/// `RenderNode.outOfLineFields(at:)` answers for a node in place what its `$shadow`, `$shape`, …
/// answer: the renderer asks it of every layer every frame instead of them.
final class OutOfLineFieldsTests: XCTestCase {
    func testOutOfLineFieldsAgreeWithEachField() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        plain.backgroundColor = .white
        let shadowed = CALayer()
        shadowed.bounds = plain.bounds
        shadowed.backgroundColor = .white
        shadowed.shadowOpacity = 0.5
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        let gradient = CAGradientLayer()
        gradient.bounds = plain.bounds
        gradient.colors = [CGColor.white, CGColor.black]
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        text.string = "Hi"
        for layer in [plain, shadowed, shape, gradient, text] { root.addSublayer(layer) }
        CATransaction.flush()

        let nodes = root.makeRenderTree(at: 1).nodes
        let fields: [(RenderNode.OutOfLineFields, (RenderNode) -> Bool)] = [
            (.shadow, { $0.$shadow }), (.transition, { $0.$transition }), (.shape, { $0.$shape }),
            (.gradient, { $0.$gradient }), (.contents, { $0.$contents }), (.text, { $0.$text }),
            (.particles, { $0.$particles }),
        ]
        // Each kind of field is held by some node, so a field read from the wrong place shows.
        XCTAssertEqual(nodes.filter(\.$shadow).count, 1)
        XCTAssertEqual(nodes.filter(\.$shape).count, 1)
        XCTAssertEqual(nodes.filter(\.$gradient).count, 1)
        XCTAssertEqual(nodes.filter(\.$text).count, 1)
        nodes.withUnsafeBufferPointer { buffer in
            for (index, node) in buffer.enumerated() {
                let held = RenderNode.outOfLineFields(at: buffer.baseAddress! + index)
                for (field, holds) in fields {
                    XCTAssertEqual(held.contains(field), holds(node), "node \(index), \(field)")
                }
            }
        }
    }
}
