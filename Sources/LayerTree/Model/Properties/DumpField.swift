import Foundation

/// How `dump` writes a declared property's presentation value (`PresentationDump`): under the
/// property's scene key, with the numbers rounded as the dump rounds them and names as the scene
/// format spells them.
struct DumpField<Value> {
    let write: (Value) -> DumpValue
}

extension DumpField where Value == CGFloat {
    /// Rounded to the nearest 1e-9.
    static var number: Self { Self { .number(PresentationDump.number($0)) } }
}

extension DumpField where Value == Float {
    /// The shortest decimal that reads back as the `Float`.
    static var number: Self { Self { .number(PresentationDump.number($0)) } }
}

extension DumpField where Value == Bool {
    static var bool: Self { Self { .bool($0) } }
}

extension DumpField where Value == CGPoint {
    static var point: Self { Self { .numbers([$0.x, $0.y]) } }
}

extension DumpField where Value == CGSize {
    static var size: Self { Self { .numbers([$0.width, $0.height]) } }
}

extension DumpField where Value == CGRect {
    static var rect: Self { Self { .numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]) } }
}

extension DumpField where Value == CATransform3D {
    /// The 16 fields, `m11 … m44`.
    static var transform: Self { Self { .numbers($0.fields) } }
}

extension DumpField where Value == CGColor? {
    /// `"#rrggbbaa"`, or `null` when not set.
    static var color: Self { Self { $0.map { .string($0.description) } ?? .null } }
}

extension DumpField where Value == [CGColor]? {
    static var colors: Self { Self { $0.map { .array($0.map { .string($0.description) }) } ?? .null } }
}

extension DumpField where Value == [NSNumber]? {
    static var numbers: Self { Self { $0.map { .numbers($0.map { CGFloat($0.doubleValue) }) } ?? .null } }
}

extension DumpField where Value == CGPath? {
    /// SVG path data, or `null` when not set.
    static var path: Self { Self { $0.map { .string($0.svgPathData) } ?? .null } }
}

extension DumpField where Value == String? {
    static var string: Self { Self { $0.map { .string($0) } ?? .null } }
}

extension DumpField where Value == CGImage? {
    /// `{"source": file name or null, "width": pixels, "height": pixels}`, or `null`.
    static var image: Self {
        Self { image in
            guard let image else { return .null }
            return .object([
                "source": image.sourceName.map { .string($0) } ?? .null,
                "width": .number(Double(image.width)), "height": .number(Double(image.height)),
            ])
        }
    }
}

extension DumpField where Value == Any? {
    /// `contents`: its image as `image` writes it; `null` for no image (a value of another type draws nothing).
    static var contentsImage: Self {
        let image = DumpField<CGImage?>.image
        return Self { image.write($0.flatMap { $0 as? CGImage }) }
    }
}

extension DumpField where Value: RawRepresentable, Value.RawValue == String {
    /// Core Animation's name (`resize`, `round`, `axial`).
    static var name: Self { Self { .string($0.rawValue) } }

    /// The scene format's name (scene name → raw value) where it differs from Core Animation's
    /// (`evenOdd` for `even-odd`).
    static func name(sceneNames: KeyValuePairs<String, String>) -> Self {
        Self { value in .string(sceneNames.first { $0.value == value.rawValue }?.key ?? value.rawValue) }
    }
}

extension DumpValue {
    /// Numbers rounded as the dump rounds them.
    static func numbers(_ values: [CGFloat]) -> DumpValue {
        .array(values.map { .number(PresentationDump.number($0)) })
    }
}
