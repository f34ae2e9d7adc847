import Foundation
import GLRender
import Lottie
import QuartzCore
import XCTest

/// dotLottie archives: a zip of manifest.json, animations/ID.json (a/ID.json from version 2) and
/// the images they use.
final class DotLottieTests: XCTestCase {
    /// Made with Python's zipfile (deflated): manifest.json naming "square", animations/square.json
    /// (a 100×100 image layer of the asset `u: "/images/"`, `p: "img_0.png"`), and that 2×2 PNG
    /// (red, green on top; blue, white below).
    private static let archive = Data(
        base64Encoded:
            "UEsDBBQAAAAIAE6SfF3tLrtxMQAAADQAAAANAAAAbWFuaWZlc3QuanNvbqtWSszLzE0syczPK1ayUoiuVspMAdJKxYWliUWpSrWxOgpKZalFxUB5kLChnoFSLQBQSwMEFAAAAAgATpJ8XcNRYW2BAAAAyQAAABYAAABhbmltYXRpb25zL3NxdWFyZS5qc29uZY5dCsIwEITvMs8hjaIIuYFnkCJBtzVoNSRppYTc3fHnRX36mJ2d2S2YYLHWG22g0EXYhVHwAZa4ESvy/pySpw9dSpIT7K7AHxkP/pDHKPjfHOk2fnC9pIY2++CHfm90uPbUwjO1Vbi4WeK7MM+wS4Uo3fa7+uenlF/yzFSpta0PUEsDBBQAAAAIAE6SfF2qEjNORgAAAEsAAAAQAAAAaW1hZ2VzL2ltZ18wLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0kwgzMEGJIu28aoAKSFPF8eQijnJP84f+CDP02giwcDgeYLz+8/V23iBsgyern4u65wSmgBQSwECFAMUAAAACABOknxd7S67cTEAAAA0AAAADQAAAAAAAAAAAAAAgAEAAAAAbWFuaWZlc3QuanNvblBLAQIUAxQAAAAIAE6SfF3DUWFtgQAAAMkAAAAWAAAAAAAAAAAAAACAAVwAAABhbmltYXRpb25zL3NxdWFyZS5qc29uUEsBAhQDFAAAAAgATpJ8XaoSM05GAAAASwAAABAAAAAAAAAAAAAAAIABEQEAAGltYWdlcy9pbWdfMC5wbmdQSwUGAAAAAAMAAwC9AAAAhQEAAAAA"
    )!

    /// A manifest naming the animation "gone", and nothing else in the archive.
    private static let missingAnimation = Data(
        base64Encoded:
            "UEsDBBQAAAAIAE6SfF1kil+cIAAAACAAAAANAAAAbWFuaWZlc3QuanNvbqtWSszLzE0syczPK1ayUoiuVspMAdJK6fl5qUq1sbUAUEsBAhQDFAAAAAgATpJ8XWSKX5wgAAAAIAAAAA0AAAAAAAAAAAAAAIABAAAAAG1hbmlmZXN0Lmpzb25QSwUGAAAAAAEAAQA7AAAASwAAAAAA"
    )!

    func testArchiveIsReadWithItsImages() throws {
        XCTAssertTrue(DotLottie.isDotLottie(Self.archive))
        XCTAssertFalse(DotLottie.isDotLottie(Data(#"{"v": "5"}"#.utf8)))
        let file = try DotLottie(data: Self.archive)
        XCTAssertEqual(file.animations.map(\.id), ["square"])
        let animation = file.animations[0].animation
        XCTAssertEqual(animation.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(animation.warnings, [])
        XCTAssertEqual(animation.images["picture"]?.image?.width, 2)

        let image = try LottieRendering.render(animation, progress: 0, pixels: (200, 200))
        assertPixel(image.pixel(x: 50, y: 50), is: (255, 0, 0))
        assertPixel(image.pixel(x: 150, y: 150), is: (255, 255, 255))
    }

    /// No manifest.json, and an image asset with `u: ""` whose file is in images/, as some
    /// exporters write them (lottie-ios's issue_2269 and animation_inline_image samples).
    private static let withoutManifest = Data(
        base64Encoded:
            "UEsDBBQAAAAIAIebfF0OW+VCewAAAMEAAAAUAAAAYW5pbWF0aW9ucy9vbmx5Lmpzb25ljlsKwjAQRfdyv0OIYhFmB65BihSd1uArJKlSQvbe6+NH/TrcmbmHKbhD0Ni1dTDoI2ThDHyAEDdiRT6eU/L4YZeS5gTZFvgD68Hv8xgV/5cjtxzTA38Zds6G68Cs1NfW4NxNGt+iPEGWBlH7zbfy55eUX/HEVqm1rTNQSwMEFAAAAAgAh5t8XaoSM05GAAAASwAAABAAAABpbWFnZXMvaW1nXzAucG5n6wzwc+flkuJiYGDg9fRwCQLSTCDMwQYki7bxqgApIU8Xx5CKOck/zh/4IM/TaCLBwOB5gvP7z9XbeIGyDJ6ufi7rnBKaAFBLAQIUAxQAAAAIAIebfF0OW+VCewAAAMEAAAAUAAAAAAAAAAAAAACAAQAAAABhbmltYXRpb25zL29ubHkuanNvblBLAQIUAxQAAAAIAIebfF2qEjNORgAAAEsAAAAQAAAAAAAAAAAAAACAAa0AAABpbWFnZXMvaW1nXzAucG5nUEsFBgAAAAACAAIAgAAAACEBAAAAAA=="
    )!

    func testArchiveWithoutManifestPlaysItsAnimationsAndFindsImagesInImagesFolder() throws {
        let file = try DotLottie(data: Self.withoutManifest)
        XCTAssertEqual(file.animations.map(\.id), ["only"])
        XCTAssertEqual(file.animations[0].animation.warnings, [])
        XCTAssertEqual(file.animations[0].animation.images["picture"]?.image?.width, 2)
    }

    /// A version 2 archive, as dotlottie-js writes them (lottie-ios's zen_lottiev2 sample): the
    /// same animation and image, the manifest `{"version": "2", …}`, the animation in
    /// a/square.json and the image in i/img_0.png, named by the asset with `u: ""`.
    private static let version2 = Data(
        base64Encoded:
            "UEsDBBQAAAAIALGrfF3x9EtOLQAAAC4AAAANAAAAbWFuaWZlc3QuanNvbqtWKkstKs7Mz1OyUjJS0lFKzMvMTSwB8ouVrKKrlTJTgOLFhaWJRalKtbG1AFBLAwQUAAAACACxq3xdDlvlQnsAAADBAAAADQAAAGEvc3F1YXJlLmpzb25ljlsKwjAQRfdyv0OIYhFmB65BihSd1uArJKlSQvbe6+NH/TrcmbmHKbhD0Ni1dTDoI2ThDHyAEDdiRT6eU/L4YZeS5gTZFvgD68Hv8xgV/5cjtxzTA38Zds6G68Cs1NfW4NxNGt+iPEGWBlH7zbfy55eUX/HEVqm1rTNQSwMEFAAAAAgAsat8XaoSM05GAAAASwAAAAsAAABpL2ltZ18wLnBuZ+sM8HPn5ZLiYmBg4PX0cAkC0kwgzMEGJIu28aoAKSFPF8eQijnJP84f+CDP02giwcDgeYLz+8/V23iBsgyern4u65wSmgBQSwECFAMUAAAACACxq3xd8fRLTi0AAAAuAAAADQAAAAAAAAAAAAAAgAEAAAAAbWFuaWZlc3QuanNvblBLAQIUAxQAAAAIALGrfF0OW+VCewAAAMEAAAANAAAAAAAAAAAAAACAAVgAAABhL3NxdWFyZS5qc29uUEsBAhQDFAAAAAgAsat8XaoSM05GAAAASwAAAAsAAAAAAAAAAAAAAIAB/gAAAGkvaW1nXzAucG5nUEsFBgAAAAADAAMArwAAAG0BAAAAAA=="
    )!

    func testVersion2ArchiveKeepsAnimationsInAAndImagesInI() throws {
        let file = try DotLottie(data: Self.version2)
        XCTAssertEqual(file.animations.map(\.id), ["square"])
        let animation = file.animations[0].animation
        XCTAssertEqual(animation.warnings, [])
        let image = try LottieRendering.render(animation, progress: 0, pixels: (200, 200))
        assertPixel(image.pixel(x: 50, y: 50), is: (255, 0, 0))
        assertPixel(image.pixel(x: 150, y: 150), is: (255, 255, 255))
    }

    func testBadArchivesGiveOneLine() {
        func error(_ data: Data) -> String {
            do {
                _ = try DotLottie(data: data)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            error(Self.missingAnimation),
            "manifest.json: animations[0].id: names the animation 'gone', but the archive has no animations/gone.json")
        XCTAssertTrue(
            error(Self.archive.prefix(60)).hasPrefix("$: not a dotLottie file: "), error(Self.archive.prefix(60)))
        XCTAssertTrue(error(Data("not a zip".utf8)).hasPrefix("$: not a dotLottie file: "))
    }
}
