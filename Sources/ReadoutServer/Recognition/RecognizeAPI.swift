import Foundation
import Hummingbird

/// `POST /api/v1/recognize/text`: the text of an uploaded image (multipart field `image`, or the
/// raw body), without storing it. Options `level` and `languages` come from the query or form.
struct RecognizeAPI {
    let services: AppServices

    func register<Base: RouterMethods>(on routes: CatalogedRoutes<Base>) {
        routes.post("/recognize/text") { request, context in
            _ = try context.requireIdentity()
            let upload = try await services.uploads.read(request)
            let query = request.uri.queryParameters
            // The form's fields win, but a malformed query is refused all the same.
            _ = try TextRecognitionService.options(level: query["level"].map(String.init), languages: query["languages"].map(String.init))
            let options = try TextRecognitionService.options(
                level: upload.fields["level"] ?? query["level"].map(String.init),
                languages: upload.fields["languages"] ?? query["languages"].map(String.init),
                reader: context.language)
            let image = try services.photos.decode(upload.bytes).image
            return try JSONResponse.make(try await services.recognition.recognize(image, options: options).report)
        }
    }
}
