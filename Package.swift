// swift-tools-version:6.0
import PackageDescription

/// The engine modules are optimized in debug builds too (bounds and overflow checks kept): their
/// pixel loops, network layers and date grammar run about ten times slower unoptimized, and the
/// tests, the debug server the browser tests drive and `readout` in debug all spend their time there.
let optimizedInDebug = SwiftSetting.unsafeFlags(["-O"], .when(configuration: .debug))

let package = Package(
    name: "Readout",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "readout", targets: ["readout"]),
        .library(name: "ReadoutImage", targets: ["ReadoutImage"]),
        .library(name: "ReadoutRecognition", targets: ["ReadoutRecognition"]),
        .library(name: "ReadoutLanguage", targets: ["ReadoutLanguage"]),
        .library(name: "ReadoutApps", targets: ["ReadoutApps"]),
        .library(name: "ReadoutStore", targets: ["ReadoutStore"]),
        .library(name: "ReadoutServer", targets: ["ReadoutServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
    ],
    targets: [
        // Tesseract and Leptonica from Debian (`libtesseract-dev`, `libleptonica-dev`).
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"])]
        ),
        // zlib from Debian (`zlib1g-dev`), for gzipped MNIST IDX files and FreeDict's dictzip files.
        .systemLibrary(
            name: "SystemZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Tesseract's word images kept uncompressed in memory instead of PNG-encoded and decoded
        // at once (`word_images.c` says how and why).
        .target(name: "TesseractWordImages", dependencies: ["CTesseract"]),
        // What every layer may use and none owns: the seeded random-number generator.
        .target(name: "ReadoutSupport", swiftSettings: [optimizedInDebug]),
        .target(
            name: "ReadoutImage",
            dependencies: ["CTesseract"],
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release)), optimizedInDebug]
        ),
        .target(
            name: "ReadoutRecognition",
            // Text (Tesseract), digits (our networks), meters (image matching); due dates in
            // photos, where several readings are voted on by what ReadoutLanguage finds in them.
            dependencies: ["ReadoutImage", "ReadoutLanguage", "ReadoutSupport", "CTesseract", "SystemZlib", "TesseractWordImages"],
            // The trained digit models (float16), written by `readout digits train --half` and
            // `readout meter digits train --half`;
            // MODELS.md says how they were made, from which data, under which licence.
            exclude: ["Resources/MODELS.md"],
            resources: [.copy("Resources/digits.rdnn"), .copy("Resources/meter-digits.rdnn")],
            swiftSettings: [optimizedInDebug]
        ),
        // Words: stop words, frequencies, due dates, and vocabulary over Debian's WordNet and
        // FreeDict files (dictzip through zlib). word-ranks.txt is made by Scripts/make-word-ranks.py.
        .target(
            name: "ReadoutLanguage",
            dependencies: ["SystemZlib"],
            exclude: ["Resources/SOURCES.md"],
            resources: [.copy("Resources/word-ranks.txt")],
            swiftSettings: [optimizedInDebug]
        ),
        // The five apps' domain rules as plain Swift, with their repository protocols.
        .target(
            name: "ReadoutApps",
            // ReadoutRecognition for its value types (Filter Lab keeps a `RecognitionReport`).
            dependencies: ["ReadoutImage", "ReadoutLanguage", "ReadoutRecognition", "ReadoutSupport"],
            // The Filter Lab gallery, made by Scripts/make-filter-lab-gallery.py (SOURCES.md inside).
            resources: [.copy("Resources/FilterLabGallery")]
        ),
        // Accounts, sessions, photos and the apps' records over SQLKit: one SQL
        // implementation run on SQLite (default) or PostgreSQL (several instances).
        .target(
            name: "ReadoutStore",
            dependencies: [
                "ReadoutApps",
                "ReadoutLanguage",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
            ]
        ),
        // The Hummingbird 2 web application: pages, JSON API, auth, metrics.
        .target(
            name: "ReadoutServer",
            dependencies: [
                "ReadoutApps",
                "ReadoutImage",
                "ReadoutLanguage",
                "ReadoutRecognition",
                "ReadoutStore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // HTTPS without a proxy (`--tls-cert/--tls-key`): swift-nio-ssl, with its own BoringSSL.
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            // CardFont: DejaVu Sans Bold as a bitmap (Scripts/make-card-font.py) for the Math Sprint result card.
            resources: [.copy("Resources/Templates"), .copy("Resources/Public"), .copy("Resources/Messages"), .copy("Resources/openapi.yaml"),
                        .copy("Resources/CardFont")]
        ),
        .executableTarget(
            name: "readout",
            dependencies: [
                "ReadoutApps",
                "ReadoutImage",
                "ReadoutLanguage",
                "ReadoutSupport",
                "ReadoutRecognition",
                "ReadoutServer",
                "ReadoutStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ReadoutImageTests",
            dependencies: ["ReadoutImage", "ReadoutSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReadoutRecognitionTests",
            dependencies: ["ReadoutLanguage", "ReadoutRecognition", "ReadoutSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ReadoutLanguageTests",
            dependencies: ["ReadoutLanguage"]
        ),
        .testTarget(
            name: "ReadoutAppsTests",
            dependencies: ["ReadoutApps", "ReadoutImage", "ReadoutLanguage", "ReadoutRecognition"]
        ),
        .testTarget(
            name: "ReadoutStoreTests",
            dependencies: ["ReadoutApps", "ReadoutLanguage", "ReadoutRecognition", "ReadoutStore"]
        ),
        .testTarget(
            name: "ReadoutServerTests",
            dependencies: [
                "ReadoutApps",
                "ReadoutRecognition",
                "ReadoutServer",
                "ReadoutStore",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .testTarget(
            name: "ReadoutCLITests",
            dependencies: ["ReadoutImage", "ReadoutRecognition"]
        ),
    ]
)
