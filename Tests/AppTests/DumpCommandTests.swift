import Foundation
import LayerTree
import XCTest

/// `layerkit dump --time` on scene files shows the same values as the Swift API for the same
/// tree: each fixture in `Fixtures/scenes/animations/` is built again here in code, with
/// `addAnimation(_:forKey:startsNow: false)`, and read with `presentation(at:)`.
///
/// The times are inside the animations' active periods: after one ends, `dump` also removes
/// it (see `testFinishedAnimationsAreRemovedUnlessToldOtherwise`), which a tree that never
/// played does not.
final class DumpCommandTests: XCTestCase {
    private func scene(_ name: String) -> URL { fixtureScene("animations/\(name).json") }

    /// Adds as a scene file does: a layer's animations end up in sorted key order.
    private func add(_ animation: CAAnimation, _ key: String, to layer: CALayer) throws {
        var all = (layer.animationKeys() ?? []).map { ($0, layer.animation(forKey: $0)!) }
        all.append((key, animation))
        layer.removeAllAnimations()
        for (key, animation) in all.sorted(by: { $0.0 < $1.0 }) {
            try layer.addAnimation(animation, forKey: key, startsNow: false)
        }
    }

    // MARK: One test per animation type

    func testBasic() throws {
        let root = fixtureRoot()
        let box = fixtureLayer("box", 40, 40, at: 30, 60, rgb(0x3070f0))
        box.cornerRadius = 4
        root.addSublayer(box)
        let ghost = fixtureLayer("ghost", 10, 10, at: 5, 5)
        ghost.isHidden = true
        root.addSublayer(ghost)

        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 30
        move.toValue = 170
        move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        try add(move, "move", to: box)
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = rgb(0xf03070)
        tint.duration = 2
        tint.beginTime = 0.5
        tint.fillMode = .backwards
        try add(tint, "tint", to: box)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.byValue = CGFloat.pi / 2
        turn.duration = 1
        turn.autoreverses = true
        turn.repeatCount = 2
        try add(turn, "turn", to: box)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.25
        fade.duration = 4
        try add(fade, "fade", to: box)
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.fromValue = CGSize(width: 40, height: 40)
        grow.toValue = CGSize(width: 60, height: 30)
        grow.duration = 2
        grow.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0, 0.2, 1.4)
        try add(grow, "grow", to: box)
        let lift = CABasicAnimation(keyPath: "position.y")
        lift.fromValue = 0
        lift.toValue = -10
        lift.duration = 1
        lift.isAdditive = true
        lift.isCumulative = true
        lift.repeatCount = 3
        try add(lift, "lift", to: box)
        let spin = CABasicAnimation(keyPath: "sublayerTransform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 3
        spin.duration = 2
        spin.speed = 1.5
        spin.timeOffset = 0.2
        spin.repeatDuration = 3
        try add(spin, "spin", to: box)
        let x = CABasicAnimation(keyPath: "position.x")
        x.toValue = 100
        x.duration = 2
        try add(x, "x", to: ghost)

        try assertDumpMatchesPresentation(of: scene("basic"), root: root, at: [0, 0.3, 0.75, 1.25, 1.9])
    }

    func testKeyframeValues() throws {
        let root = fixtureRoot()
        let ball = fixtureLayer("ball", 20, 20, at: 40, 20, rgb(0xe04020))
        ball.cornerRadius = 10
        root.addSublayer(ball)

        let bounce = CAKeyframeAnimation(keyPath: "position.y")
        bounce.values = [20, 100, 60, 100]
        bounce.keyTimes = [0, 0.5, 0.75, 1]
        bounce.timingFunctions = [.init(name: .easeIn), .init(name: .easeOut), .init(name: .easeIn)]
        bounce.duration = 2
        try add(bounce, "bounce", to: ball)
        let slide = CAKeyframeAnimation(keyPath: "position.x")
        slide.values = [40, 60, 160]
        slide.calculationMode = .paced
        slide.duration = 2
        try add(slide, "slide", to: ball)
        let color = CAKeyframeAnimation(keyPath: "backgroundColor")
        color.values = [rgb(0xff0000), rgb(0x00ff00), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)]
        color.calculationMode = .discrete
        color.duration = 1.5
        try add(color, "color", to: ball)
        let wiggle = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        wiggle.values = [0, 0.3, -0.3, 0]
        wiggle.calculationMode = .cubic
        wiggle.duration = 1
        wiggle.repeatCount = 2
        try add(wiggle, "wiggle", to: ball)
        let border = CAKeyframeAnimation(keyPath: "borderWidth")
        border.values = [0, 4, 1]
        border.calculationMode = .cubicPaced
        border.duration = 2
        border.timingFunction = CAMediaTimingFunction(name: .easeOut)
        try add(border, "border", to: ball)

        try assertDumpMatchesPresentation(of: scene("keyframe-values"), root: root, at: [0, 0.4, 0.8, 1.2, 1.45])
    }

    func testKeyframePathWithRotationMode() throws {
        let root = fixtureRoot()
        let car = fixtureLayer("car", 24, 12, at: 40, 60, rgb(0x208040))
        let train = fixtureLayer("train", 16, 8, at: 20, 20, rgb(0x804020))
        let hop = fixtureLayer("hop", 10, 10, at: 0, 0, rgb(0x202080))
        for layer in [car, train, hop] { root.addSublayer(layer) }

        let orbit = CAKeyframeAnimation(keyPath: "position")
        let figure = CGMutablePath()
        figure.move(to: CGPoint(x: 40, y: 60))
        figure.addCurve(to: CGPoint(x: 160, y: 60), control1: CGPoint(x: 40, y: 0), control2: CGPoint(x: 160, y: 0))
        // SVG's S reflects the previous control point (160, 0) about (160, 60).
        figure.addCurve(to: CGPoint(x: 40, y: 60), control1: CGPoint(x: 160, y: 120), control2: CGPoint(x: 40, y: 120))
        orbit.path = figure
        orbit.rotationMode = .rotateAuto
        orbit.calculationMode = .paced
        orbit.duration = 3
        try add(orbit, "orbit", to: car)
        let loop = CAKeyframeAnimation(keyPath: "position")
        loop.path = CGPath(roundedRect: CGRect(x: 20, y: 20, width: 160, height: 80), cornerWidth: 20, cornerHeight: 20)
        loop.rotationMode = .rotateAutoReverse
        loop.duration = 4
        loop.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        try add(loop, "loop", to: train)
        let lap = CAKeyframeAnimation(keyPath: "anchorPoint")
        lap.path = CGPath(ellipseIn: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        lap.duration = 2
        try add(lap, "lap", to: train)
        let steps = CAKeyframeAnimation(keyPath: "position")
        steps.path = CGPath(rect: CGRect(x: 100, y: 10, width: 60, height: 40))
        steps.keyTimes = [0, 0.1, 0.5, 0.6, 1]
        steps.duration = 2
        try add(steps, "steps", to: hop)

        try assertDumpMatchesPresentation(of: scene("keyframe-path"), root: root, at: [0, 0.5, 1.1, 1.5, 1.95])
    }

    func testSpring() throws {
        let root = fixtureRoot()
        let pop = fixtureLayer("pop", 40, 40, at: 50, 60, rgb(0x8040c0))
        let drop = fixtureLayer("drop", 30, 30, at: 140, 20, rgb(0x40a0c0))
        for layer in [pop, drop] { root.addSublayer(layer) }

        let scale = CASpringAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.2
        scale.toValue = 1
        scale.mass = 1
        scale.stiffness = 200
        scale.damping = 8
        scale.initialVelocity = 2
        try add(scale, "scale", to: pop)
        let fall = CASpringAnimation(keyPath: "position.y")
        fall.fromValue = 20
        fall.toValue = 90
        fall.damping = 15
        fall.beginTime = 0.2
        try add(fall, "fall", to: drop)
        let short = CASpringAnimation(keyPath: "cornerRadius")
        short.fromValue = 0
        short.toValue = 15
        short.duration = 0.5
        short.stiffness = 50
        try add(short, "short", to: drop)

        try assertDumpMatchesPresentation(of: scene("spring"), root: root, at: [0, 0.1, 0.25, 0.45])
    }

    func testGroup() throws {
        let root = fixtureRoot()
        let stage = fixtureLayer("stage", 200, 120, at: 100, 60)
        stage.speed = 0.5
        stage.beginTime = 0.25
        stage.timeOffset = 0.1
        root.addSublayer(stage)
        let card = fixtureLayer("card", 40, 30, at: 30, 30, rgb(0xc08020))
        card.borderColor = rgb(0x000000)
        stage.addSublayer(card)

        let position = CABasicAnimation(keyPath: "position")
        position.fromValue = CGPoint(x: 30, y: 30)
        position.toValue = CGPoint(x: 170, y: 90)
        let opacity = CAKeyframeAnimation(keyPath: "opacity")
        opacity.values = [1, 0.2, 1]
        opacity.beginTime = 1
        opacity.duration = 1
        let corner = CASpringAnimation(keyPath: "cornerRadius")
        corner.fromValue = 0
        corner.toValue = 12
        corner.beginTime = 0.5
        let border = CABasicAnimation(keyPath: "borderWidth")
        border.fromValue = 0
        border.toValue = 6
        let inner = CAAnimationGroup()
        inner.beginTime = 2
        inner.duration = 1
        inner.animations = [border]
        let group = CAAnimationGroup()
        group.duration = 3
        group.repeatCount = 2
        group.timingFunction = CAMediaTimingFunction(name: .easeIn)
        group.animations = [position, opacity, corner, inner]
        try add(group, "g", to: card)

        // The stage's clock: (t − 0.25) · 0.5 + 0.1, so scene time 12 is 5.975 into the group's 6.
        try assertDumpMatchesPresentation(of: scene("group"), root: root, at: [0, 1, 2.5, 4.2, 5.3, 8, 11.9])
    }

    func testTransition() throws {
        let root = fixtureRoot()
        let panel = fixtureLayer("panel", 90, 100, at: 50, 60, rgb(0xd0d0e0))
        panel.addSublayer(fixtureLayer("label", 60, 20, at: 45, 50, rgb(0x303060)))
        let badge = fixtureLayer("badge", 60, 60, at: 150, 60, rgb(0xe0a030))
        for layer in [panel, badge] { root.addSublayer(layer) }

        let swap = CATransition()
        swap.type = .push
        swap.subtype = .fromRight
        swap.duration = 1
        swap.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        try add(swap, "swap", to: panel)
        let appear = CATransition()
        appear.beginTime = 0.5
        appear.duration = 2
        appear.fillMode = .backwards
        try add(appear, "appear", to: badge)
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 150
        nudge.toValue = 160
        nudge.duration = 2
        try add(nudge, "nudge", to: badge)

        try assertDumpMatchesPresentation(of: scene("transition"), root: root, at: [0, 0.25, 0.6, 0.99])
        // The transition shows in the dump while it runs.
        let dumped = try dumpScene(scene("transition"), at: 0.25)
        let panelDump = ((dumped["root"] as? [String: Any])?["sublayers"] as? [[String: Any]])?.first
        let transition = panelDump?["transition"] as? [String: Any]
        XCTAssertEqual(transition?["type"] as? String, "push")
        XCTAssertEqual(transition?["subtype"] as? String, "fromRight")
    }

    // MARK: The command

    func testFinishedAnimationsAreRemovedUnlessToldOtherwise() throws {
        // Both fill forwards, but only the one that is not removed on completion still shows
        // after the end: the scene played to --time, as Core Animation would have.
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("scene.json")
        try Data(
            #"""
            {"size": [100, 100], "root": {"sublayers": [
              {"name": "a", "position": [10, 10], "animations": {
                "kept": {"keyPath": "position.x", "toValue": 50, "duration": 1, "fillMode": "forwards", "removedOnCompletion": false},
                "dropped": {"keyPath": "position.y", "toValue": 50, "duration": 1, "fillMode": "forwards"}}}]}}
            """#.utf8
        ).write(to: file)
        func layer(at time: Double) throws -> [String: Any] {
            let root = try XCTUnwrap(try dumpScene(file, at: time)["root"] as? [String: Any])
            return try XCTUnwrap((root["sublayers"] as? [[String: Any]])?.first)
        }
        let during = try layer(at: 0.5)
        XCTAssertEqual(during["animationKeys"] as? [String], ["dropped", "kept"])
        XCTAssertEqual(during["position"] as? [Double], [30, 30])
        let after = try layer(at: 2)
        XCTAssertEqual(after["animationKeys"] as? [String], ["kept"])
        XCTAssertEqual(after["position"] as? [Double], [50, 10])
    }

    func testDefaultTimeIsZeroAndOutputIsStable() throws {
        let first = try LayerkitProcess.run(["dump", scene("basic").path])
        let second = try LayerkitProcess.run(["dump", scene("basic").path, "--time", "0"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertTrue(
            first.stdout.hasPrefix("{\n  \"root\" : {\n    \"anchorPoint\" : ["), String(first.stdout.prefix(80)))
        XCTAssertTrue(first.stdout.hasSuffix("  \"time\" : 0\n}\n"), String(first.stdout.suffix(40)))
    }

    func testBadTimeIsRejected() throws {
        let result = try LayerkitProcess.run(["dump", scene("basic").path, "--time=-1"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(
            result.stderrLines.first?.hasPrefix("Error: --time must be a non-negative number of seconds, got -1")
                == true,
            result.stderr)
        // A time near the top of Double's range overflowed in the products after it (issue 31).
        let dir = try makeTemporaryDirectory(self)
        for command in [["dump"], ["render", "-o", dir.appendingPathComponent("out.png").path]] {
            let late = try LayerkitProcess.run(command + [scene("basic").path, "--time", "1e300"])
            XCTAssertNotEqual(late.status, 0)
            XCTAssertTrue(
                late.stderrLines.first?.hasPrefix(
                    "Error: --time must be at most 1e12 seconds (the render time's limit), got 1e+300") == true,
                late.stderr)
        }
    }

    func testMalformedAnimationFailsWithItsPath() throws {
        let dir = try makeTemporaryDirectory(self)
        let file = dir.appendingPathComponent("bad.json")
        try Data(#"{"size": [10, 10], "root": {"sublayers": [{"animations": {"spin": {"keyPath": "rotaton"}}}]}}"#.utf8)
            .write(to: file)
        for command in [["dump", file.path], ["render", file.path, "-o", dir.appendingPathComponent("out.png").path]] {
            let result = try LayerkitProcess.run(command)
            XCTAssertEqual(result.status, 1, command[0])
            XCTAssertEqual(result.stdout, "", command[0])
            XCTAssertEqual(
                result.stderrLines,
                [
                    "Error: \(file.path): root.sublayers[0].animations.spin.keyPath: CALayer has no animatable property 'rotaton'"
                ],
                command[0])
        }
    }
}
