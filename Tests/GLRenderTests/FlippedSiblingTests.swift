import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// Siblings that lie in one plane keep their sublayer order, in pixels, though another sibling
/// of theirs is turned (a card flipped by a half turn about y, or truly tilted): the turned one
/// sends its superlayer's space to the depth buffer, where coplanar cards tie in depth.
///
/// `CATransform3DMakeRotation(.pi, 0, 1, 0)` leaves −sin π ≈ 1e−16 in m13, rounding noise that
/// the parallel test read as a tilt (its tolerance was relative to that noise alone); a scene
/// file's π to eight decimals leaves 3.6e−9, no more a tilt than that.
final class FlippedSiblingTests: XCTestCase {
    private static let blueCard = CGColor(red: 0.25, green: 0.55, blue: 0.95, alpha: 1)
    private static let navyCard = CGColor(red: 0.15, green: 0.25, blue: 0.6, alpha: 1)
    private static let greenCard = CGColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1)
    private static let orangeCard = CGColor(red: 0.95, green: 0.7, blue: 0.2, alpha: 1)
    private static let felt = CGColor(red: 0.05, green: 0.3, blue: 0.2, alpha: 1)

    func testAHalfTurnAboutYIsParallelAndARealTiltIsNot() {
        XCTAssertNotNil(
            DepthSorter.parallelDepth(CATransform3DMakeRotation(.pi, 0, 1, 0)), "a half turn about y is no tilt")
        XCTAssertNotNil(DepthSorter.parallelDepth(CATransform3DMakeRotation(.pi, 1, 0, 0)), "nor one about x")
        XCTAssertNotNil(
            DepthSorter.parallelDepth(CATransform3DMakeRotation(3.14159265, 0, 1, 0)),
            "nor π written to eight decimals, as a scene file has it")
        XCTAssertNil(DepthSorter.parallelDepth(CATransform3DMakeRotation(0.01, 0, 1, 0)), "a real tilt still is one")
        XCTAssertNil(DepthSorter.parallelDepth(CATransform3DMakeRotation(1e-4, 0, 1, 0)), "and so is a slight one")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        XCTAssertNil(
            DepthSorter.parallelDepth(CATransform3DConcat(CATransform3DMakeRotation(0.3, 0, 1, 0), perspective)),
            "a tilt in perspective is one")
    }

    /// Four rounded 120×170 cards fanned across a flat container, the first turned by
    /// `firstTransform` (the layout of /work/briefs' flipped-cards.json).
    private static func fan(firstTransform: CATransform3D) -> CALayer {
        let root = solidLayer(540, 520, at: 270, 260, felt)
        let container = solidLayer(540, 520, at: 270, 260, nil)
        root.addSublayer(container)
        let colors = [blueCard, navyCard, greenCard, orangeCard]
        for (index, color) in colors.enumerated() {
            let card = solidLayer(120, 170, at: 90 + 70 * CGFloat(index), 140 + 40 * CGFloat(index), color)
            card.cornerRadius = 12
            if index == 0 { card.transform = firstTransform }
            container.addSublayer(card)
        }
        return root
    }

    /// Where each card lies over the one before it (the navy one over the turned one, the green
    /// one over the navy one, the orange one over the green one), the later one shows: its
    /// interior, the strips along its edges and the insides of its rounded corners.
    private func assertLaterCardsOnTop(
        _ image: RGBAImage, _ label: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let points: [(x: Int, y: Int, color: CGColor, what: String)] = [
            (120, 150, Self.navyCard, "the navy card over the turned one"),
            (104, 99, Self.navyCard, "the inside of its top-left corner over it"),
            (175, 200, Self.greenCard, "the green card's left strip over the navy card"),
            (200, 140, Self.greenCard, "its top strip over it"),
            (176, 141, Self.greenCard, "the inside of its top-left corner over it"),
            (245, 250, Self.orangeCard, "the orange card's left strip over the green card"),
            (270, 180, Self.orangeCard, "its top strip over it"),
            (246, 181, Self.orangeCard, "the inside of its top-left corner over it"),
            (60, 100, Self.blueCard, "the turned card where no later card lies"),
            (150, 250, Self.navyCard, "the navy card where no later card lies"),
        ]
        for point in points {
            XCTAssertTrue(
                image.matches(point.x, point.y, point.color, tolerance: 3),
                "\(label): \(point.what), (\(point.x), \(point.y)) is \(image.rgb(point.x, point.y))", file: file,
                line: line)
        }
    }

    /// The brief's scene: π as a scene file writes it, to eight decimals.
    func testCardsAfterAFlippedCardDrawOverTheOnesBeforeThem() throws {
        let image = try RenderHarness.render(
            Self.fan(firstTransform: CATransform3DMakeRotation(3.14159265, 0, 1, 0)),
            size: CGSize(width: 540, height: 520))
        try RenderHarness.keep(image, named: "flipped-sibling-fan")
        assertLaterCardsOnTop(image, "flipped by 3.14159265")
        let exact = try RenderHarness.render(
            Self.fan(firstTransform: CATransform3DMakeRotation(.pi, 0, 1, 0)), size: CGSize(width: 540, height: 520))
        assertLaterCardsOnTop(exact, "flipped by .pi")
    }

    /// A first card truly tilted (and away from the others): the space goes through the depth
    /// buffer, where the three flat cards share one depth, and ties between them go by sublayer order.
    func testCoplanarCardsKeepTheirOrderBesideATiltedSibling() throws {
        var tilt = CATransform3DMakeRotation(0.5, 0, 1, 0)
        tilt = CATransform3DConcat(tilt, CATransform3DMakeTranslation(-40, 0, 0))
        let image = try RenderHarness.render(Self.fan(firstTransform: tilt), size: CGSize(width: 540, height: 520))
        try RenderHarness.keep(image, named: "tilted-sibling-fan")
        assertLaterCardsOnTop(image, "beside a card tilted by 0.5")
    }

    /// In a space the depth buffer resolves, a square opaque card (drawn in the opaque phase,
    /// unsorted) and a rounded one in the same plane: whichever comes later in sublayer order
    /// shows where they overlap, the rounded one's corners included.
    func testASquareOpaqueCardAndARoundedOneInOnePlaneKeepSublayerOrder() throws {
        for roundedFirst in [true, false] {
            let root = solidLayer(300, 300, at: 150, 150, Self.felt)
            let tilted = solidLayer(40, 40, at: 270, 270, Self.orangeCard)
            tilted.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
            let rounded = solidLayer(120, 120, at: 100, 100, Self.blueCard)
            rounded.cornerRadius = 12
            let square = solidLayer(100, 100, at: 150, 150, Self.greenCard)
            root.addSublayer(tilted)
            if roundedFirst {
                root.addSublayer(rounded)
                root.addSublayer(square)
            } else {
                root.addSublayer(square)
                root.addSublayer(rounded)
            }
            let image = try RenderHarness.render(root, size: CGSize(width: 300, height: 300))
            let label = roundedFirst ? "rounded, then square" : "square, then rounded"
            let top = roundedFirst ? Self.greenCard : Self.blueCard
            // Inside both; then inside the rounded card's bottom-right corner, over the square.
            for (x, y) in [(130, 130), (105, 150), (150, 105), (154, 154)] {
                XCTAssertTrue(
                    image.matches(x, y, top, tolerance: 3), "\(label): (\(x), \(y)) is \(image.rgb(x, y))")
            }
        }
    }
}
