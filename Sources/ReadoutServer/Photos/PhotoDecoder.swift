import Foundation
import ReadoutImage

/// Photo bytes to pixels under the server's limits: the format sniffed, the pixel count checked
/// from the header before decoding (a 100-megapixel bomb is refused without allocating it),
/// orientation applied. Every failure is an `AppError` that says why.
struct PhotoDecoder: Sendable {
    let limits: ImageLimits

    /// Decodes upload bytes, mapping every image failure to a 4xx with the reason.
    func decode(_ bytes: [UInt8]) throws(AppError) -> (image: Image, format: ImageFormat) {
        guard let format = ImageFormat(sniffing: bytes) else {
            throw AppError(.unsupportedMediaType, code: "unsupported_image", text: .init("error.unsupportedImage"))
        }
        do {
            return (try Image(data: Data(bytes), limits: limits), format)
        } catch let error as ImageError {
            switch error {
            case .tooLarge(let width, let height, let limit):
                throw AppError.tooLarge(.init("error.imageTooLarge", [
                    "width": .text(String(width)), "height": .text(String(height)),
                    "megapixels": Self.megapixels(width * height), "limit": Self.megapixels(limit),
                ]))
            case .unsupportedFormat:
                throw AppError(.unsupportedMediaType, code: "unsupported_image", text: .init("error.imageFormat", ["detail": .text(error.description)]))
            default:
                throw AppError.invalid(.init("error.corruptImage", ["detail": .text(error.description)]), code: "corrupt_image")
            }
        } catch {
            throw AppError.invalid(.init("error.imageUnreadable"), code: "corrupt_image")
        }
    }

    /// "9.8" below 10 megapixels, "100" above: as precise as helps.
    private static func megapixels(_ pixels: Int) -> MessageArgument {
        let value = Double(pixels) / 1_000_000
        return value >= 10 ? .integer(Int(value.rounded())) : .decimal(value, fractionDigits: 1)
    }
}
