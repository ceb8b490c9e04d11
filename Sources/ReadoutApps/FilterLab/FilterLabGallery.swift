import Foundation

/// The images shipped with Filter Lab (`Resources/FilterLabGallery`, made by
/// `Scripts/make-filter-lab-gallery.py`), listed in its `gallery.json`.
public struct FilterLabGallery: Sendable {
    public struct Item: Sendable, Codable, Equatable {
        public let id: String
        public let file: String
        public let title: String
        public let text: String
        public let source: String
    }

    public let items: [Item]
    let folder: URL

    /// The gallery in the package's resources.
    public static func bundled() throws -> FilterLabGallery {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("FilterLabGallery"),
              let data = try? Data(contentsOf: folder.appendingPathComponent("gallery.json")) else {
            throw FilterLabError(code: .galleryMissing, description: "The Filter Lab gallery is missing from the bundle.")
        }
        return FilterLabGallery(items: try JSONDecoder().decode([Item].self, from: data), folder: folder)
    }

    public func item(id: String) -> Item? {
        items.first { $0.id == id }
    }

    /// The bytes of an item's image.
    public func imageData(_ item: Item) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(item.file))
    }

    public func source(_ item: Item) -> FilterLabSource {
        FilterLabSource(kind: .gallery, id: item.id, title: item.title)
    }
}
