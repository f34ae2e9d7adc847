import Foundation
import Lottie
import QuartzCore
import XCTest

/// The article *Porting from lottie-ios* (`Sources/Lottie/Lottie.docc/PortingFromLottieIOS.md`):
/// its listings compiled here and run on a player, and a test that the article still shows
/// exactly this code, so neither can drift from the other.
final class PortingArticleListingTests: XCTestCase {
    /// The article's listings in order, each between its markers (indented by eight spaces), with
    /// checks of what each did in between. `data` is a Lottie file with the markers the listings play.
    private static func listings(data: Data) throws {
        // listing begins
        let animation = LottieAnimation.named("loader", bundle: .main) ?? LottieAnimation.filepath("loader.json")
        let player = LottieAnimationLayer(animation: animation)  // an optional, as in lottie-ios; nil shows nothing
        player.animation = try LottieAnimation.from(data: data)  // shows another, at its first frame
        // listing ends
        XCTAssertNil(animation, "no loader.json here: nil, and a line on standard error")
        XCTAssertEqual(player.animation?.markerNames, ["off", "on", "loading", "intro", "loop"])

        // listing begins
        player.loopMode = .loop
        player.animationSpeed = 1.5
        player.play { finished in print("done", finished) }
        player.play(fromProgress: 1, toProgress: 0)  // backwards, as a toggle goes back
        player.play(fromMarker: "off", toMarker: "on", playEndMarkerFrame: false)
        player.play(marker: "loading", loopMode: .loop)
        player.play(markers: ["intro", "loop"]) { finished in }
        player.currentProgress = 0.5  // pauses there
        player.pause()
        player.stop()  // back to the first frame
        // listing ends
        XCTAssertFalse(player.isPlaying)
        XCTAssertEqual(player.currentFrame, 0, accuracy: 1e-9)

        // listing begins
        player.setValueProvider(
            ColorValueProvider(LottieColor(r: 1, g: 0.2, b: 0.2, a: 1)),
            keypath: AnimationKeypath(keypath: "**.Fill 1.Color"))
        player.setValueProvider(
            FloatValueProvider([Keyframe(value: 0, time: 0), Keyframe(value: 100, time: 30)]),
            keypath: AnimationKeypath(keypath: "Badge.Transform.Opacity"))
        player.textProvider = DictionaryTextProvider(["Title": "Bonjour"])
        player.logHierarchyKeypaths()  // every keypath a provider can name
        // listing ends
        XCTAssertTrue(player.allHierarchyKeypaths().contains("Badge.Transform.Opacity"))
        player.currentFrame = 15
        let badge = try XCTUnwrap(player.presentation(at: 0)?.sublayers?[0].sublayers?[0].sublayers?[0])
        XCTAssertEqual(badge.opacity, 0.5, accuracy: 1e-4, "the keyframe provider, halfway")
    }

    func testTheListingsRun() throws {
        let markers = ["off", "on", "loading", "intro", "loop"].enumerated().map {
            #"{"cm": "\#($1)", "tm": \#($0 * 6), "dr": 6}"#
        }
        let badge = #"{"ty": 3, "nm": "Badge", "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {}}"#
        let text = #"""
            {"v": "5.7.0", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "layers": [\#(badge)],
             "markers": [\#(markers.joined(separator: ", "))]}
            """#
        try Self.listings(data: Data(text.utf8))
    }

    func testTheArticleShowsTheCompiledListings() throws {
        let compiled = try DocumentedListings.compiled(inFile: #filePath)
        let article = try DocumentedListings.document(
            "Sources/Lottie/Lottie.docc/PortingFromLottieIOS.md", from: #filePath)
        let shown = DocumentedListings.shown(in: article)
        XCTAssertEqual(shown.count, 3)
        XCTAssertEqual(compiled.count, 3)
        for (index, (a, b)) in zip(shown, compiled).enumerated() {
            XCTAssertEqual(a, b, "listing \(index + 1)")
        }
    }
}
