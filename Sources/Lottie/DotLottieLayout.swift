/// Where a dotLottie archive keeps its animations: version 1 in animations/, version 2 (a
/// manifest with `"version": "2"`, as dotlottie-js writes them) in a/, beside its images in i/.
/// lottie-ios's DotLottieFile picks the folders by the same number.
struct DotLottieLayout {
    /// The folder of the animation files, with its trailing slash.
    let animations: String

    /// The layout the manifest's `version` (a string, or a number) names; version 1 without one.
    init(manifest: LottieJSON) throws {
        let major: Int
        switch try manifest.member("version")?.value {
        case .string(let text)?: major = Int(text.prefix { $0.isNumber }) ?? 1
        case .number(let number)?: major = Int(number)
        default: major = 1
        }
        animations = major >= 2 ? "a/" : "animations/"
    }

    /// Version 1's, for archives without a manifest.
    init() { animations = "animations/" }

    /// The archive's file of the animation `id`.
    func animationFile(_ id: String) -> String { "\(animations)\(id).json" }
}
