import Foundation
import ReadoutImage

/// Reads an image named on the command line, turning a missing file into one clear sentence.
func loadImage(_ path: String) throws -> Image {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: url.path) else {
        throw CommandLineError("No such file: \(path)")
    }
    do {
        return try Image(contentsOf: url)
    } catch let error as ImageError {
        throw CommandLineError("\(path): \(error.description)")
    }
}

/// An error whose message is the whole story: ArgumentParser prints it after "Error: ".
struct CommandLineError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
