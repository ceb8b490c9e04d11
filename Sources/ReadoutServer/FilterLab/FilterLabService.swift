import Foundation
import Logging
import ReadoutApps
import ReadoutImage
import ReadoutRecognition
import ReadoutStore

/// Runs Filter Lab actions for a user: applies the rules, filters the image in Swift, recognises
/// the result on the recognition pool, saves the state (compare-and-set on its revision, so two
/// tabs or instances never lose a change), and tells the user's glance pages.
struct FilterLabService: Sendable {
    let repository: any FilterLabStateRepository
    let photoLibrary: any PhotoLibrary
    let notifier: any InstanceNotifier
    let gallery: FilterLabGallery
    let decoder: PhotoDecoder
    let recognition: TextRecognitionService
    let cache: FilterLabImageCache
    let glance: GlanceHub
    let logger: Logger

    /// The NOTIFY channel glance updates travel on between instances.
    static let glanceChannel = "readout_glance"
    /// Filter Lab works on a copy at most this long on its longest side (about 3 megapixels):
    /// interactive speed matters more here than a phone photo's full resolution.
    static let workingSide = 2048

    /// The photo shown was deleted since it was chosen (in another tab, say); the page then
    /// reloads the state, which starts again on the gallery.
    static let photoGone = AppError(.notFound, code: "not_found", text: .init("error.filterLab.photoGone"))

    /// What an action produced, with the time filtering and recognition took.
    struct Outcome: Sendable {
        let state: FilterLabState
        let filterMilliseconds: Double
        let recognitionMilliseconds: Double
    }

    /// The user's state, made (showing the first gallery image, recognised) on their first visit,
    /// or made again on the gallery when the photo it showed has been deleted since.
    func state(owner: UUID) async throws -> FilterLabState {
        if let state = try await repository.state(owner: owner), state.recognition != nil {
            if try await exists(state.source, owner: owner) { return state }
            // A deleted photo is not shown again (nor rebuilt from the image cache).
            return try await perform(.show(firstSource()), owner: owner).state
        }
        return try await perform(owner: owner) { current in
            try current ?? FilterLabState(showing: firstSource())
        }.state
    }

    /// Applies `action` to the user's current state. The user's own photos are read in the
    /// `reader`'s languages (`pol+eng` for Polish); the gallery's English pictures in English.
    func perform(_ action: FilterLabAction, owner: UUID, reader: Language = .english) async throws -> Outcome {
        try await perform(owner: owner, reader: reader) { current in
            let base = try current ?? FilterLabState(showing: firstSource())
            // Filtering a deleted photo would bring it back from the image cache (a new picture
            // replaces it, so that may go ahead).
            if !action.choosesPicture, try await !exists(base.source, owner: owner) { throw Self.photoGone }
            return try AppError.refusing { () throws(FilterLabError) in try FilterLabRules.apply(action, to: base) }
        }
    }

    /// A different image than the current one, from the gallery and the user's own photos.
    func randomOtherSource(owner: UUID) async throws -> FilterLabSource {
        let current = try await repository.state(owner: owner)?.source
        var candidates = gallery.items.map(gallery.source)
        candidates += try await photoLibrary.list(owner: owner, limit: 50).map {
            FilterLabSource(kind: .photo, id: $0.id.uuidString.lowercased(), title: "Your photo")
        }
        let others = candidates.filter { $0 != current }
        guard let pick = others.randomElement() ?? candidates.first else {
            throw AppError(.internalServerError, code: "gallery_empty", text: .init("error.filterLab.galleryMissing"))
        }
        return pick
    }

    /// The user's own photo as a source; 404 when it is not theirs.
    func photoSource(id: String, owner: UUID) async throws -> FilterLabSource {
        guard let uuid = try await ownedPhotoID(id, owner: owner) else { throw AppError.notFound(.photo) }
        return FilterLabSource(kind: .photo, id: uuid.uuidString.lowercased(), title: "Your photo")
    }

    /// The image the state shows, as JPEG.
    func imageJPEG(of state: FilterLabState, owner: UUID) async throws -> [UInt8] {
        let image = try await render(state, owner: owner)
        return Array(try image.encoded(as: .jpeg(quality: 88)))
    }

    /// The pixel size of the image the state shows (boxes in the recognition are in these pixels).
    func imageSize(of state: FilterLabState, owner: UUID) async throws -> (width: Int, height: Int) {
        let image = try await render(state, owner: owner)
        return (image.width, image.height)
    }

    /// The user's glance as JSON.
    func glanceJSON(owner: UUID) async throws -> String {
        Glance(state: try await repository.state(owner: owner)).json
    }

    // MARK: - Internals

    private func perform(owner: UUID, reader: Language = .english,
                         _ next: (FilterLabState?) async throws -> FilterLabState) async throws -> Outcome {
        // Compare-and-set with a few retries: a concurrent action (another tab, another instance)
        // that saved first makes this one start again from the state it wrote.
        for _ in 0..<4 {
            let current = try await repository.state(owner: owner)
            var state = try await next(current)
            let filterStarted = ContinuousClock.now
            let image = try await render(state, owner: owner)
            let filterMilliseconds = (ContinuousClock.now - filterStarted).milliseconds
            let languages = state.source.kind == .photo ? reader.recognitionLanguages : Language.english.recognitionLanguages
            // `.accurate` at every step: at Original it reads a phone photo of a page nearly whole
            // (camera set: mean CER 0.13 against 0.44 for `.fast`), and after a filter it reads a
            // legible picture at least as well (gallery, Binarize 25 %: word recall 0.56 against
            // 0.52) while a strong blur still leaves nothing to read.
            let result = try await recognition.recognize(image, options: RecognitionOptions(level: .accurate, languages: languages))
            let words = result.text.lines.flatMap(\.words)
            let mean = words.isEmpty ? nil : words.map(\.confidence).reduce(0, +) / Double(words.count)
            state = state.recorded(result.report, wordCount: words.count, meanConfidence: mean)
            if try await repository.save(state, owner: owner, expectedRevision: current?.revision) {
                await announce(state, owner: owner)
                return Outcome(state: state, filterMilliseconds: filterMilliseconds, recognitionMilliseconds: result.milliseconds)
            }
        }
        throw AppError(.conflict, code: "busy_state", text: .init("error.filterLab.busyState"))
    }

    private func announce(_ state: FilterLabState, owner: UUID) async {
        if notifier.deliversNotificationsBetweenInstances {
            // Every instance, this one included, hears it through its GlanceListener.
            do {
                try await notifier.notify(channel: Self.glanceChannel, payload: owner.uuidString.lowercased())
                return
            } catch {
                logger.warning("Glance notification failed; updating this instance only", metadata: ["error": "\(error)"])
            }
        }
        await glance.publish(owner: owner, payload: Glance(state: state).json)
    }

    private func render(_ state: FilterLabState, owner: UUID) async throws -> Image {
        try await cache.render(.init(source: state.source, operations: state.operations)) {
            try await original(state.source, owner: owner)
        }
    }

    private func original(_ source: FilterLabSource, owner: UUID) async throws -> Image {
        let image: Image
        switch source.kind {
        case .gallery:
            guard let item = gallery.item(id: source.id) else { throw AppError.notFound(.galleryImage) }
            image = try decoder.decode(Array(try gallery.imageData(item))).image
        case .photo:
            guard let id = UUID(uuidString: source.id), let bytes = try await photoLibrary.bytes(id: id, owner: owner) else {
                throw Self.photoGone
            }
            image = try decoder.decode(bytes).image
        }
        let longest = max(image.width, image.height)
        guard longest > Self.workingSide else { return image }
        return try image.resized(width: max(1, image.width * Self.workingSide / longest),
                                 height: max(1, image.height * Self.workingSide / longest))
    }

    private func exists(_ source: FilterLabSource, owner: UUID) async throws -> Bool {
        switch source.kind {
        case .gallery:
            return gallery.item(id: source.id) != nil
        case .photo:
            return try await ownedPhotoID(source.id, owner: owner) != nil
        }
    }

    /// The photo's id when `id` names one of the owner's photos.
    private func ownedPhotoID(_ id: String, owner: UUID) async throws -> UUID? {
        guard let uuid = UUID(uuidString: id), try await photoLibrary.find(id: uuid, owner: owner) != nil else { return nil }
        return uuid
    }

    private func firstSource() throws -> FilterLabSource {
        guard let first = gallery.items.first else {
            throw AppError(.internalServerError, code: "gallery_empty", text: .init("error.filterLab.galleryMissing"))
        }
        return gallery.source(first)
    }
}
