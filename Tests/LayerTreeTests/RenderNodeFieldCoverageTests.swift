import XCTest

@testable import LayerTree

/// The animation fast path is driven by the property declarations: each of `CALayer`'s
/// animatable properties either names its render-node field (`node:`) or is listed, with its
/// reason, in `RenderNodeField.generalPathReasons`. A property added without either fails here
/// instead of silently taking the slower general path.
final class RenderNodeFieldCoverageTests: XCTestCase {
    func testEveryAnimatableLayerPropertyHasAFieldOrAReason() {
        let animatable = LayerProperties.table.all.filter(\.isAnimatable)
        for property in animatable {
            let listed = RenderNodeField.generalPathReasons[property.key] != nil
            // `hidden` is no field: the sink keeps it, and the walk leaves a hidden layer out.
            if property.key == LayerProperties.hidden.key {
                XCTAssertFalse(listed, "'hidden' is evaluated on the fast path (RenderNodeSink.isHidden)")
            } else if property.renderNodeField == nil {
                XCTAssertTrue(
                    listed,
                    "'\(property.key)' is animatable but has no render-node field (`node:`) and no reason in "
                        + "RenderNodeField.generalPathReasons: its animations would silently take the general path")
            } else {
                XCTAssertFalse(listed, "'\(property.key)' has a render-node field; remove it from generalPathReasons")
            }
        }
        let keys = Set(animatable.map(\.key))
        for key in RenderNodeField.generalPathReasons.keys {
            XCTAssertTrue(
                keys.contains(key), "generalPathReasons lists '\(key)', which is no animatable CALayer property")
        }
    }

    /// A listed field is really used: an animation of it is compiled to the fast path.
    func testEveryDeclaredFieldResolvesForItsKey() {
        let layer = CALayer()
        for property in LayerProperties.table.all where property.renderNodeField != nil {
            XCTAssertNotNil(
                RenderNodeField(AnimationKeyPath(property.key), on: layer),
                "'\(property.key)' declares a render-node field that its own key path does not resolve to")
        }
    }
}
