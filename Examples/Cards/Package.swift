// swift-tools-version:6.1
// An app built on LayerKit from outside its package, as a user's would be: it depends on the
// repository by path and uses only its public products.
import PackageDescription

let package = Package(
    name: "Cards",
    // Named, so that the products below are found whatever the clone's directory is called.
    dependencies: [.package(name: "LayerKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "Cards",
            dependencies: [
                .product(name: "LayerHost", package: "LayerKit"),
                .product(name: "LayerTree", package: "LayerKit"),
                .product(name: "GLRender", package: "LayerKit"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
