import Foundation

/// How a scene file spells and reads a declared property: its key in a layer object (the
/// key-value coding key unless the format names it otherwise, as `gradientType`) and the reader
/// that checks and converts the JSON value, or none for the keys the decoder reads itself
/// (`mask` and `sublayers` are layers, `contents` an image file).
struct SceneField<Value> {
    let key: String?
    let read: ((SceneDecoder, JSONValue, JSONPath) throws -> Value)?

    /// Read by `read`, under the key-value coding key or `key`.
    static func read(
        as key: String? = nil, _ read: @escaping (SceneDecoder, JSONValue, JSONPath) throws -> Value
    ) -> Self {
        Self(key: key, read: read)
    }

    /// Listed in the format but read by `SceneDecoder` itself.
    static var readBySceneDecoder: Self { Self(key: nil, read: nil) }
}
