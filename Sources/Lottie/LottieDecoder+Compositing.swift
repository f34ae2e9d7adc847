import QuartzCore

/// Reads how a layer is composited: its masks, its track matte, its blend mode, and which of
/// its effects the player skips.
extension LottieDecoder {
    /// Fills in `layer`'s masks, matte and blend mode from its JSON, and names its effects.
    mutating func compositing(_ json: LottieJSON, into layer: inout LottieLayer) throws {
        layer.masks = try json.member("masksProperties")?.array().map { try mask($0) } ?? []
        if let tt = try json.member("tt") {
            let value = try tt.number()
            if value != 0 {
                guard let matte = Self.whole(value).flatMap(LottieTrackMatte.init(rawValue:)) else {
                    throw tt.error("expected a track matte type from 0 to 4, got \(Self.describe(value))")
                }
                layer.trackMatte = matte
            }
        }
        if let tp = try json.member("tp") {
            guard let index = Self.whole(try tp.number()) else {
                throw tp.error("expected a layer index, got \(Self.describe(try tp.number()))")
            }
            layer.matteParent = index
        }
        layer.isTrackMatte = try json.member("td")?.flag() ?? false
        if let bm = try json.member("bm") {
            let value = try bm.number()
            if let mode = Self.whole(value).flatMap(LottieBlendMode.init(rawValue:)) {
                layer.blendMode = mode
            } else {
                // The format's 16 (add) and 17 (hard mix) have no Core Animation filter.
                let names: [Double: String] = [16: "add", 17: "hard mix"]
                warn("blend mode '\(names[value] ?? Self.describe(value))'")
            }
        }
        for effect in try json.member("ef")?.array() ?? [] {
            if try effect.member("en").map({ try $0.flag() }) == false { continue }
            if try effect.number("ty", default: 0) == 25, layer.dropShadow == nil,
                let shadow = try dropShadowEffect(effect)  // LottieDropShadow.swift
            {
                layer.dropShadow = shadow
                continue
            }
            warn("effect '\(try effectName(effect))'")
        }
        for style in try json.member("sy")?.array() ?? [] {
            if try style.number("ty", default: -1) == 1, layer.dropShadow == nil {
                layer.dropShadow = try dropShadowStyle(style)
                continue
            }
            let kind = try style.string("nm") ?? "of type \(Self.describe(try style.number("ty", default: -1)))"
            warn("layer style '\(kind)'")
        }
    }

    /// One mask (`{"mode": "a", "pt": path, "o": opacity, "x": expansion, "inv": false}`).
    private mutating func mask(_ json: LottieJSON) throws -> LottieMask {
        var mode = LottieMask.Mode.add
        if let member = try json.member("mode") {
            let text = try member.string()
            guard let known = LottieMask.Mode(rawValue: text) else {
                throw member.error("expected a mask mode (a, s, i, l, d, f or n), got \"\(text)\"")
            }
            mode = known
        }
        return LottieMask(
            mode: mode,
            path: try animatable(json.required("pt"), Self.bezier),
            opacity: try json.member("o").map { try animatable($0, Self.scalar) } ?? .fixed(100),
            expansion: try json.member("x").map { try animatable($0, Self.scalar) } ?? .fixed(0),
            isInverted: try json.member("inv")?.flag() ?? false)
    }

    /// An effect's kind by the format's `ty` numbers; a custom effect (a plug-in's, `ty: 5`) or
    /// one of an unknown kind by its own name.
    private func effectName(_ json: LottieJSON) throws -> String {
        let kinds: [Double: String] = [
            20: "tint", 21: "fill", 22: "stroke", 23: "tritone", 24: "pro levels",
            25: "drop shadow", 26: "radial wipe", 27: "displacement map", 28: "matte3", 29: "gaussian blur",
            30: "twirl", 31: "mesh warp", 32: "wavy", 33: "spherize", 34: "puppet",
        ]
        if let type = try json.member("ty")?.number(), let kind = kinds[type] { return kind }
        return try json.string("nm") ?? "custom"
    }

    /// A whole number that fits in an `Int` (far from its bounds), or `nil`.
    private static func whole(_ value: Double) -> Int? {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    private static func describe(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
