import Foundation
import Hummingbird

extension AppRequestContext {
    /// The path parameter `name` as a record's id. A missing or malformed one is the same 404 as
    /// an id no one owns (`missing` says what was looked for), never a 400 that would tell them apart.
    func id(_ name: String = "id", missing: AppError.Missing) throws(AppError) -> UUID {
        guard let id = parameters.get(name).flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(missing) }
        return id
    }
}
