import Foundation
import XCTest

@testable import LayerTree

final class SublayerTests: XCTestCase {
    private func named(_ name: String) -> CALayer {
        let l = CALayer()
        l.name = name
        return l
    }

    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    func testAddSublayer() {
        let root = named("root"), a = named("a"), b = named("b")
        XCTAssertNil(root.sublayers)
        XCTAssertTrue(root.addSublayer(a))
        XCTAssertTrue(root.addSublayer(b))
        XCTAssertEqual(names(root), ["a", "b"])
        XCTAssertTrue(a.superlayer === root)
    }

    func testAddingExistingSublayerMovesItToTop() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(a)
        XCTAssertEqual(names(root), ["b", "a"])
    }

    func testInsertAtIndex() {
        let root = named("root")
        for n in ["a", "b", "c"] { root.addSublayer(named(n)) }
        root.insertSublayer(named("x"), at: 1)
        XCTAssertEqual(names(root), ["a", "x", "b", "c"])
        root.insertSublayer(named("y"), at: 0)
        XCTAssertEqual(names(root), ["y", "a", "x", "b", "c"])
        root.insertSublayer(named("z"), at: 99)
        XCTAssertEqual(names(root), ["y", "a", "x", "b", "c", "z"])
    }

    func testInsertBelowAndAbove() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(named("belowB"), below: b)
        XCTAssertEqual(names(root), ["a", "belowB", "b"])
        root.insertSublayer(named("aboveA"), above: a)
        XCTAssertEqual(names(root), ["a", "aboveA", "belowB", "b"])
        root.insertSublayer(named("bottom"), below: nil)
        root.insertSublayer(named("top"), above: nil)
        XCTAssertEqual(names(root), ["bottom", "a", "aboveA", "belowB", "b", "top"])
    }

    func testInsertBelowMovesExistingSublayer() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        for l in [a, b, c] { root.addSublayer(l) }
        root.insertSublayer(c, below: a)
        XCTAssertEqual(names(root), ["c", "a", "b"])
        root.insertSublayer(c, above: b)
        XCTAssertEqual(names(root), ["a", "b", "c"])
    }

    func testInsertRelativeToItselfKeepsPlace() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        for l in [a, b, c] { root.addSublayer(l) }
        XCTAssertTrue(root.insertSublayer(b, below: b))
        XCTAssertTrue(root.insertSublayer(b, above: b))
        XCTAssertEqual(names(root), ["a", "b", "c"])
    }

    func testReplaceSublayer() {
        let root = named("root"), a = named("a"), b = named("b"), x = named("x")
        root.addSublayer(a)
        root.addSublayer(b)
        XCTAssertTrue(root.replaceSublayer(a, with: x))
        XCTAssertEqual(names(root), ["x", "b"])
        XCTAssertNil(a.superlayer)
        XCTAssertTrue(x.superlayer === root)
        XCTAssertFalse(root.replaceSublayer(a, with: named("y")))
        XCTAssertEqual(names(root), ["x", "b"])
    }

    func testReplaceWithExistingSibling() {
        let root = named("root"), a = named("a"), b = named("b"), c = named("c")
        for l in [a, b, c] { root.addSublayer(l) }
        XCTAssertTrue(root.replaceSublayer(c, with: a))
        XCTAssertEqual(names(root), ["b", "a"])
        XCTAssertNil(c.superlayer)
    }

    func testRemoveFromSuperlayer() {
        let root = named("root"), a = named("a")
        root.addSublayer(a)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        XCTAssertNil(root.sublayers)
        a.removeFromSuperlayer()  // no superlayer: nothing happens
        XCTAssertNil(a.superlayer)
    }

    func testMovingBetweenParents() {
        let p1 = named("p1"), p2 = named("p2"), a = named("a")
        p1.addSublayer(a)
        p2.addSublayer(named("b"))
        p2.insertSublayer(a, at: 0)
        XCTAssertNil(p1.sublayers)
        XCTAssertEqual(names(p2), ["a", "b"])
        XCTAssertTrue(a.superlayer === p2)
    }

    func testCycleIsRejectedAndTreeUnchanged() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        a.addSublayer(b)
        XCTAssertFalse(b.addSublayer(root))
        XCTAssertFalse(b.addSublayer(a))
        XCTAssertFalse(b.insertSublayer(a, at: 0))
        XCTAssertFalse(b.insertSublayer(root, below: nil))
        XCTAssertFalse(b.insertSublayer(root, above: nil))
        let leaf = named("leaf")
        b.addSublayer(leaf)
        XCTAssertFalse(b.replaceSublayer(leaf, with: a))
        XCTAssertNil(root.superlayer)
        XCTAssertTrue(a.superlayer === root)
        XCTAssertTrue(b.superlayer === a)
        XCTAssertEqual(names(root), ["a"])
        XCTAssertEqual(names(a), ["b"])
        XCTAssertEqual(names(b), ["leaf"])
    }

    func testValidateInsertionThrowsCycle() {
        let root = named("root"), a = named("a")
        root.addSublayer(a)
        XCTAssertThrowsError(try a.validateInsertion(of: root)) { error in
            XCTAssertEqual(error as? LayerTreeError, .cycle(layer: "'root'", into: "'a'"))
            XCTAssertTrue("\(error)".contains("cycle"))
        }
        XCTAssertNoThrow(try root.validateInsertion(of: named("other")))
        XCTAssertNoThrow(try root.validateInsertion(of: a))  // re-adding a child is fine
    }

    func testAddingSelfIsRejected() {
        let a = named("a")
        XCTAssertFalse(a.addSublayer(a))
        XCTAssertNil(a.sublayers)
        XCTAssertNil(a.superlayer)
        XCTAssertThrowsError(try a.validateInsertion(of: a))
    }

    func testSettingSublayersArray() {
        let root = named("root"), old = named("old"), a = named("a"), b = named("b")
        root.addSublayer(old)
        root.sublayers = [a, b]
        XCTAssertEqual(names(root), ["a", "b"])
        XCTAssertNil(old.superlayer)
        XCTAssertTrue(b.superlayer === root)
        root.sublayers = nil
        XCTAssertNil(root.sublayers)
        XCTAssertNil(a.superlayer)
    }
}
