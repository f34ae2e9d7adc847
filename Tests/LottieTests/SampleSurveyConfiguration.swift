import Lottie
import QuartzCore

/// The value providers and viewports lottie-ios's snapshot tests give some samples (its
/// Tests/SnapshotConfiguration.swift): their iOS references were rendered with them, so the
/// survey plays those samples with the same values. Samples by their survey names (lottie-ios's
/// sample paths with "/" as "-"). Image providers are not here: the survey script puts the images
/// beside the samples.
enum SampleSurveyConfiguration {
    static let valueProviders: [String: [(keypath: String, value: LottieValueProvider)]] = [
        "Nonanimating-keypathTest": [
            ("**.Stroke 1.Color", .color(black)),
            ("**.Fill 1.Color", .color(red)),
        ],
        "Switch": switchProviders,
        // The same file as Switch.json under the .lot extension, with the same providers.
        "DotLotExtension-Switch": switchProviders,
        // lottie-ios's HardcodedTextProvider, DictionaryTextProvider (a full keypath or a layer's
        // name) and a text colour provider.
        "Issues-issue_1722": [("**", .text("Bounce-bounce"))],
        "Issues-issue_1949_full_paths": [
            ("ENVELOPE-FRONT.sender_username", .text("Lottie")), ("ENVELOPE-FRONT.From", .text("Airbnb (front)")),
            ("ENVELOPE-BACK-TEXTBOX.LETTER-TEXTBOX.sender_username", .text("Airbnb (back)")),
            ("ENVELOPE-BACK-TEXTBOX.LETTER-TEXTBOX.custom_text", .text("Text providers are cool!")),
        ],
        "Issues-issue_1949_short_paths": [
            ("**.sender_username", .text("Lottie")), ("**.From", .text("Airbnb")),
            ("**.custom_text", .text("Text providers are cool!")),
        ],
        "Nonanimating-Text_Color": [("**.TEXT.Color", .color(red))],
        "Issues-issue_1837_opacity": [("Dark Gray Solid 1.Transform.Opacity", .number(10))],
        "Issues-issue_1837_scale_rotation": [
            ("H2.Transform.Scale", .point(CGPoint(x: 200, y: 150))),
            ("H2.Transform.Rotation", .number(90)),
        ],
        "Issues-issue_2042": [("MASTER.Transform.Position", .point(CGPoint(x: 214, y: 120)))],
        "Issues-issue_1664": [("**.base_color.**.Color", .color(black))],
        "Issues-issue_1854": [
            (
                "**.Colors",
                .gradient(
                    colors: [
                        LottieColor(red: 0, green: 0, blue: 0, alpha: 0),
                        LottieColor(red: 1, green: 1, blue: 1, alpha: 0.5),
                        LottieColor(red: 1, green: 1, blue: 1, alpha: 1),
                    ], locations: [0, 0.3, 1])
            )
        ],
        "Issues-issue_2677": [
            (
                "**.**.**.Colors",
                .gradient(
                    colors: [
                        LottieColor(red: 0.5, green: 0.5, blue: 1, alpha: 1),
                        LottieColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1),
                    ], locations: [0.1, 0.5])
            )
        ],
        "Issues-issue_1847": [("**.Stroke 1.**.Color", .color(red))],
        "Issues-issue_2150": [("**.Color", .color(red))],
        "Issues-issue_2094": [("**.Stroke Width", .number(2))],
        "Issues-issue_2262": [("**.Accent.**.Color", .color(black))],
    ]

    /// The viewport lottie-ios's snapshot of a sample shows (`customViewportFrame`), in the
    /// composition's coordinates.
    static let viewports: [String: CGRect] = [
        "Issues-issue_2310": CGRect(x: 0, y: 0, width: 85, height: 85).insetBy(dx: 10, dy: 10)
    ]

    /// The gravity lottie-ios's snapshots give image layers (its `HardcodedImageProvider` fills).
    static let imageContentsGravities: [String: CALayerContentsGravity] = [
        "Nonanimating-dog": .resizeAspectFill, "Nonanimating-dog_landscape": .resizeAspectFill,
    ]

    private static let black = LottieColor(red: 0, green: 0, blue: 0)
    private static let red = LottieColor(red: 1, green: 0, blue: 0)

    private static let switchProviders: [(keypath: String, value: LottieValueProvider)] = [
        ("Checkmark Outlines.Group 1.Stroke 1.Color", .color(black)),
        ("Checkmark Outlines 2.Group 1.Stroke 1.Color", .color(black)),
        ("X Outlines.Group 1.Stroke 1.Color", .color(black)),
        (
            "Switch Outline Outlines.Fill 1.Color",
            .colorKeyframes([(0, black), (75, LottieColor(red: 0.76, green: 0.76, blue: 0.76)), (150, black)])
        ),
    ]
}
