import ArgumentParser
import Foundation
import ReadoutImage

/// `readout page`: where the sheet of paper is in a photo, as `.accurate` text recognition
/// finds it before reading; to study a photo that reads badly, or to flatten one.
struct PageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page",
        abstract: "Find the page in photos and print its corners.",
        discussion: """
            Prints, per file, the page's corners (top-left, top-right, bottom-right, bottom-left, in
            pixels of the photo as it displays upright) or "no page", and what found it: the
            sheet's four straight edges ("edges"), the sheet as a bright region ("sheet"), the sheet
            around its text ("sheetAroundText"), or only the text lines, which level the photo
            ("lines"). With --json, one object per file per
            line: {"file", "corners": [[x, y], …] or null, "cue" or null, "lines", "run", "milliseconds"},
            where "lines" is the direction the text lines run in ({"degrees", "sharpness", "marks"},
            or null when the photo shows too few letters), and "run" whether they run "across" or
            "down" the page as it is read (null when its letters do not tell).
            """
    )

    @Option(help: "Write the flattened page of each file into this folder, as NAME-page.png.")
    var flattenedInto: String?

    @OptionGroup var output: OutputOptions

    @Argument(help: "Image files (PNG, JPEG, TIFF, WebP, BMP, GIF).")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one image file.") }
    }

    struct Report: Encodable {
        var file: String
        var corners: [[Double]]?
        var cue: PageFlattening.Cue?
        var lines: Lines?
        /// Which way the lines run on the page as it is read (the sheet, or else the photo).
        var run: TextLineAngle.Run?
        var milliseconds: Double

        struct Lines: Encodable {
            var degrees: Double
            var sharpness: Double
            var marks: Int
        }

        enum CodingKeys: String, CodingKey { case file, corners, cue, lines, run, milliseconds }

        /// `corners`, `cue`, `lines` and `run` are written as null when nothing was found, not left out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(corners, forKey: .corners)
            try container.encode(cue, forKey: .cue)
            try container.encode(lines, forKey: .lines)
            try container.encode(run, forKey: .run)
            try container.encode(milliseconds, forKey: .milliseconds)
        }
    }

    func run() throws {
        var failures = 0
        for file in files {
            do { try find(in: file) } catch {
                // One file's error is one sentence; the other files are still looked at.
                FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }

    private func find(in file: String) throws {
        let image = try loadImage(file)
        let clock = ContinuousClock()
        var flat: PageFlattening?
        let elapsed = clock.measure { flat = PageFlattening.flatten(image) }
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let corners = flat?.corners?.map { [($0.x * 10).rounded() / 10, ($0.y * 10).rounded() / 10] }
        let lines = (flat?.lines ?? TextLineAngle().estimate(in: image)).map {
            Report.Lines(degrees: ($0.degrees * 10).rounded() / 10, sharpness: ($0.sharpness * 100).rounded() / 100, marks: $0.marks)
        }
        if output.json {
            try printJSONLine(Report(file: file, corners: corners, cue: flat?.cue, lines: lines,
                                     run: TextLineAngle().run(in: flat?.image ?? image),
                                     milliseconds: (milliseconds * 10).rounded() / 10))
        } else {
            let found = corners.map { $0.map { "(\(Int($0[0])), \(Int($0[1])))" }.joined(separator: " ") } ?? "no page"
            print("\(file): \(found)\(flat.map { " (\($0.cue.rawValue))" } ?? "")")
        }
        if let folder = flattenedInto, let flat {
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            try flat.image.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name)-page.png"))
        }
    }
}
