import Foundation
import QuartzCore

/// A dotLottie file (`.lottie`): a zip archive of `manifest.json`, which lists the animations,
/// `animations/ID.json` for each, and the image files they use (`images/…`); version 2 archives
/// keep them in `a/` and `i/` (`DotLottieLayout`).
///
/// ```swift
/// let file = try DotLottie(data: Data(contentsOf: url))
/// let layer = LottieAnimationLayer(animation: file.animations[0].animation)
/// ```
public struct DotLottie: Sendable {
    /// The manifest's animations in its order, each with its `id`; the first is the one to play.
    public var animations: [(id: String, animation: LottieAnimation)]

    /// Reads a dotLottie archive. A manifest or animation that is malformed throws a one-line
    /// `SceneError` naming the archive's file and the JSON path in it.
    public init(data: Data) throws {
        let archive = try DotLottieArchive(data: data)
        // Archives made on a Mac also carry resource forks under __MACOSX/; only these names count.
        // Without a manifest (as some exporters write them), every animations/*.json plays, by name.
        let found = archive.entries.keys.filter { $0.hasPrefix("animations/") && $0.hasSuffix(".json") }
            .map { String($0.dropFirst("animations/".count).dropLast(".json".count)) }.filter { !$0.contains("/") }
        guard let manifestData = archive.entries["manifest.json"] else {
            guard !found.isEmpty else {
                throw SceneError(path: "$", message: "not a dotLottie file: no manifest.json nor animations/*.json")
            }
            animations = try found.sorted().map { id in
                let name = "animations/\(id).json"
                let json = try Self.inFile(name) { try Self.json(archive.entries[name]!) }
                return (
                    id,
                    try Self.inFile(name) {
                        try LottieAnimation(json: json.value, imageFiles: .archive(archive.entries))
                    }
                )
            }
            return
        }
        var layout = DotLottieLayout()
        let ids = try Self.inFile("manifest.json") {
            let manifest = try Self.json(manifestData)
            layout = try DotLottieLayout(manifest: manifest)
            let list = try manifest.required("animations")
            let ids = try list.array().map { try $0.required("id").string() }
            if ids.isEmpty { throw list.error("expected at least one animation") }
            for (index, id) in ids.enumerated() where archive.entries[layout.animationFile(id)] == nil {
                throw try list.array()[index].required("id").error(
                    "names the animation '\(id)', but the archive has no \(layout.animationFile(id))")
            }
            return ids
        }
        animations = try ids.map { id in
            let name = layout.animationFile(id)
            let animation = try Self.inFile(name) {
                try LottieAnimation(
                    json: Self.json(archive.entries[name]!).value, imageFiles: .archive(archive.entries))
            }
            return (id, animation)
        }
    }

    /// Whether `data` is a zip archive, as every dotLottie file is.
    public static func isDotLottie(_ data: Data) -> Bool { DotLottieArchive.isZip(data) }

    /// The JSON of one of the archive's files.
    private static func json(_ data: Data) throws -> LottieJSON {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            throw SceneError(path: "$", message: "not valid JSON")
        }
        return LottieJSON(value: value, path: .document)
    }

    /// `body`'s result; its errors name the archive's file `name` before their JSON path.
    private static func inFile<T>(_ name: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SceneError {
            throw SceneError(path: "\(name): \(error.path)", message: error.message)
        }
    }
}
