// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Readout",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "readout", targets: ["readout"]),
        .library(name: "ReadoutImage", targets: ["ReadoutImage"]),
        .library(name: "ReadoutRecognition", targets: ["ReadoutRecognition"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Tesseract and Leptonica from Debian (`libtesseract-dev`, `libleptonica-dev`).
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        // zlib from Debian (`zlib1g-dev`), for gzipped MNIST IDX files.
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "ReadoutImage",
            dependencies: ["CTesseract"],
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
        .target(
            name: "ReadoutRecognition",
            dependencies: ["ReadoutImage", "CTesseract", "CZlib"],
            // The trained digit model (float16), written by `readout digits train --half`.
            resources: [.copy("Resources/digits.rdnn")]
        ),
        .executableTarget(
            name: "readout",
            dependencies: [
                "ReadoutImage",
                "ReadoutRecognition",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ReadoutImageTests",
            dependencies: ["ReadoutImage"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReadoutRecognitionTests",
            dependencies: ["ReadoutRecognition"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReadoutCLITests",
            dependencies: ["ReadoutImage", "ReadoutRecognition"]
        ),
    ]
)
