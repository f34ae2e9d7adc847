import QuartzCore

extension LottieDecoder {
    /// A text layer's text (`t` of a `ty: 5` layer).
    ///
    /// Range animators (`t.a`) and text on a path (`t.p.m`) are named in a warning and the text
    /// is drawn without them, as lottie-ios's Core Animation engine draws it.
    mutating func text(_ json: LottieJSON) throws -> LottieText {
        if try json.member("a")?.array().isEmpty == false { warn("text animators") }
        if try json.member("p")?.member("m") != nil { warn("text on a path") }
        return LottieText(documents: try animatable(json.required("d"), Self.textDocument))
    }

    /// A text document (`t.d.k[i].s`).
    static func textDocument(_ json: LottieJSON) throws -> LottieTextDocument {
        let size = try json.required("s").scalar()
        guard size > 0 else { throw try json.required("s").error("expected a font size above 0, got \(size)") }
        let justification = try json.member("j").map { node -> LottieTextJustification in
            let value = try node.integer()
            switch value {
            case 0, 3, 6: return .left
            case 1, 4: return .right
            case 2, 5: return .center
            default: throw node.error("expected a justification from 0 to 6, got \(value)")
            }
        }
        let boxSize = try json.member("sz").map { node -> CGSize in
            let numbers = try node.numbers(count: 2...2, expected: "2 numbers")
            guard numbers.allSatisfy({ $0 >= 0 }) else {
                throw node.error("expected a box size of 2 numbers at least 0, got \(numbers)")
            }
            return CGSize(width: numbers[0], height: numbers[1])
        }
        let strokeWidth = try json.number("sw", default: 0)
        guard strokeWidth >= 0 else {
            throw try json.required("sw").error("expected a width at least 0, got \(strokeWidth)")
        }
        return LottieTextDocument(
            text: try json.required("t").string(),
            fontName: try json.required("f").string(),
            fontSize: size,
            justification: justification ?? .left,
            tracking: try json.number("tr", default: 0),
            // After Effects' default leading is 120% of the size.
            lineHeight: try json.number("lh", default: size * 1.2),
            baselineShift: try json.number("ls", default: 0),
            fillColor: try json.member("fc").map(color),
            strokeColor: try json.member("sc").map(color),
            strokeWidth: strokeWidth,
            strokeOverFill: try json.member("of")?.flag() ?? false,
            boxPosition: try json.member("ps").map(point),
            boxSize: boxSize)
    }

    /// The composition's fonts (`fonts.list`), by the name text documents use.
    static func fonts(_ json: LottieJSON?) throws -> [String: LottieFont] {
        var fonts: [String: LottieFont] = [:]
        for item in try json?.member("list")?.array() ?? [] {
            let font = LottieFont(
                name: try item.required("fName").string(), family: try item.string("fFamily") ?? "",
                style: try item.string("fStyle") ?? "")
            fonts[font.name] = font
        }
        return fonts
    }
}
