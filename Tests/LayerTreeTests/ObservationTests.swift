import Foundation
import XCTest

@testable import LayerTree

/// Key-value observing on layers: `observe(_:options:changeHandler:)` as Foundation shapes it,
/// fed by the property setters and key-value coding, and free while nobody observes.
final class ObservationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CATransaction.flush()
    }

    func testSettersAndKeyValueCodingNotifyWithOldAndNew() {
        let layer = CALayer()
        var changes: [(old: Float?, new: Float?)] = []
        let observation = layer.observe(\.opacity, options: [.old, .new]) { observed, change in
            XCTAssertTrue(observed === layer)
            XCTAssertEqual(change.kind, .setting)
            XCTAssertFalse(change.isPrior)
            changes.append((change.oldValue, change.newValue))
        }
        layer.opacity = 0.5
        layer.setValue(0.25, forKey: "opacity")
        layer.opacity = 0.25  // the same value: no change to report
        XCTAssertEqual(changes.map(\.old), [1, 0.5])
        XCTAssertEqual(changes.map(\.new), [0.5, 0.25])
        observation.invalidate()
        layer.opacity = 1
        XCTAssertEqual(changes.count, 2, "invalidated")
    }

    func testOptionsDecideWhatTheChangeCarries() {
        let layer = CALayer()
        var changes: [NSKeyValueObservedChange<CGRect>] = []
        let observation = layer.observe(\.bounds, options: [.initial, .prior]) { changes.append($1) }
        XCTAssertEqual(changes.count, 1, "initial")
        XCTAssertNil(changes[0].newValue, "no .new")
        layer.setValue(CGRect(x: 0, y: 0, width: 4, height: 4), forKeyPath: "bounds")
        XCTAssertEqual(changes.map(\.isPrior), [false, true, false])
        XCTAssertNil(changes.last?.oldValue ?? nil)
        _ = observation

        var position: [CGPoint?] = []
        let initial = layer.observe(\.position, options: [.initial, .new]) { position.append($1.newValue) }
        layer.setValue(3.0, forKeyPath: "position.x")
        XCTAssertEqual(position, [.zero, CGPoint(x: 3, y: 0)], "a field set by key path reports the whole value")
        _ = initial
    }

    func testReleasingTheObservationStopsIt() {
        let layer = CALayer()
        var count = 0
        var observation: NSKeyValueObservation? = layer.observe(\.isHidden) { _, _ in count += 1 }
        layer.isHidden = true
        XCTAssertNotNil(layer.keyValueObservers)
        observation = nil
        layer.isHidden = false
        XCTAssertEqual(count, 1)
        XCTAssertNil(layer.keyValueObservers, "the last observation gone: nothing left to test on each change")
        _ = observation
    }

    /// A subclass's own key (kept by key-value coding), a derived value, a subclass property,
    /// contents properties and a text layer's string are all reported.
    func testKeyPathsBeyondDeclaredProperties() {
        final class PieLayer: CALayer {
            var progress: CGFloat {
                get { value(forKey: "progress") as? CGFloat ?? 0 }
                set { setValue(newValue, forKey: "progress") }
            }
        }
        let pie = PieLayer()
        var seen: [String] = []
        let observations = [
            pie.observe(\.progress, options: .new) { seen.append("progress \($1.newValue!)") },
            pie.observe(\.frame, options: .new) { seen.append("frame \($1.newValue!.width)") },
            pie.observe(\.contentsRect) { _, _ in seen.append("contentsRect") },
        ]
        pie.progress = 0.5
        pie.bounds.size.width = 10
        pie.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        XCTAssertEqual(seen, ["progress 0.5", "frame 10.0", "contentsRect"])
        _ = observations

        let text = CATextLayer()
        var strings: [String?] = []
        let sizeObservation = text.observe(\.fontSize, options: [.new]) { strings.append("\($1.newValue!)") }
        let stringObservation = text.observe(\.string, options: [.old]) { strings.append($1.oldValue as? String) }
        text.string = "Hi"
        text.fontSize = 20
        XCTAssertEqual(strings, [nil, "20.0"])
        _ = (sizeObservation, stringObservation)
    }

    /// Values that are not `Equatable` are compared object by object and element by element: a
    /// `sublayers` observation reports sublayers added and removed, not every other change.
    func testSublayersAndOtherCollectionsOfObjects() {
        let layer = CALayer()
        let child = CALayer()
        var counts: [Int] = []
        var actionChanges = 0
        let observation = layer.observe(\.sublayers, options: .new) { counts.append($1.newValue??.count ?? 0) }
        let actions = layer.observe(\.actions) { _, _ in actionChanges += 1 }
        layer.addSublayer(child)
        layer.opacity = 0.5
        let fade: [String: CAAction] = ["opacity": CABasicAnimation()]
        layer.actions = ["opacity": NSNull()]
        layer.actions = fade
        layer.actions = fade  // the same objects: no change
        child.removeFromSuperlayer()
        XCTAssertEqual(counts, [1, 0])
        XCTAssertEqual(actionChanges, 2)
        _ = (observation, actions)
    }

    /// A handler that changes the layer again sees each change once, without recursion.
    func testAHandlerMayChangeTheLayer() {
        let layer = CALayer()
        var reports: [CGFloat] = []
        let observation = layer.observe(\.cornerRadius, options: .new) { observed, change in
            reports.append(change.newValue!)
            if change.newValue! > 10 { observed.cornerRadius = 10 }
        }
        layer.cornerRadius = 30
        XCTAssertEqual(reports, [30, 10])
        XCTAssertEqual(layer.cornerRadius, 10)
        _ = observation
    }

    func testPresentationCopiesAndUnobservedLayersHaveNoObservers() {
        let layer = CALayer()
        XCTAssertNil(layer.keyValueObservers, "nothing stored until someone observes")
        var count = 0
        let observation = layer.observe(\.opacity) { _, _ in count += 1 }
        let copy = CALayer(layer: layer)
        XCTAssertNil(copy.keyValueObservers)
        copy.opacity = 0
        XCTAssertEqual(count, 0)
        _ = observation
    }
}
