import Foundation

/// The repository's real scene files (`Tests/Fixtures/scenes`), read as `FuzzJSON` so the mutator
/// can make them hostile: they use every key the format has, in the combinations people write.
enum FixtureCorpus {
    /// Every `.json` file under `folder` (sorted by path, so a seed picks the same one on every
    /// machine), each with its object keys sorted and its `contents` image names made absolute,
    /// so the scene still finds its images when it is written elsewhere. Files that do not parse
    /// are left out.
    static func load(from folder: URL) -> [(name: String, scene: FuzzJSON)] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
        return files.compactMap { file in
            guard let data = try? Data(contentsOf: file),
                let scene = try? JSONDecoder().decode(FuzzJSON.self, from: data)
            else { return nil }
            return (file.lastPathComponent, absoluteContents(scene, folder: file.deletingLastPathComponent()))
        }
    }

    /// `scene` with each relative `contents` file name resolved against `folder`.
    static func absoluteContents(_ scene: FuzzJSON, folder: URL) -> FuzzJSON {
        var scene = scene
        for path in scene.paths where path.last == .key("contents") {
            guard case .string(let name)? = scene.value(at: path[...]), !name.hasPrefix("/") else { continue }
            scene = scene.replacing(path[...], with: .string(folder.appendingPathComponent(name).path))
        }
        return scene
    }
}

extension FuzzJSON: Decodable {
    /// Decodes any JSON value; object keys come out sorted (JSON objects have no order, and a
    /// fixed one keeps a seed's cases the same everywhere).
    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
                return
            }
            if let number = try? single.decode(Double.self) {
                self = .number(number)
                return
            }
            if let string = try? single.decode(String.self) {
                self = .string(string)
                return
            }
            if let array = try? single.decode([FuzzJSON].self) {
                self = .array(array)
                return
            }
        }
        let object = try decoder.container(keyedBy: AnyKey.self)
        self = .object(
            try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                (key: $0.stringValue, value: try object.decode(FuzzJSON.self, forKey: $0))
            })
    }

    /// Any object key.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
