import Foundation
import ReadoutServer
import Testing

/// Keeps every word a person sees in the message catalogue: both languages complete, every key a
/// template or script asks for present, and no text written straight into a template or script.
@Suite("Message catalogue: complete in both languages, the only source of page and script text")
struct CatalogueTests {
    static let resources = packageRoot.appendingPathComponent("Sources/ReadoutServer/Resources")
    static let catalog = (try? MessageCatalog(folder: resources.appendingPathComponent("Messages"))) ?? MessageCatalog(entries: [:])

    /// Names, commands and files that are the same in every language.
    static let untranslatable: Set<String> = [
        "Readout", "Tesseract", "Leptonica", "tessdata_fast", "tesseract-ocr-eng", "tesseract-ocr-pol", "tesseract-ocr-osd",
        "Scripts/make-filter-lab-gallery.py", "Scripts/make-card-font.py", "Hummingbird", "hummingbird-auth", "swift-mustache", "SQLKit", "sqlite-kit",
        "postgres-kit", "multipart-kit", "Vapor", "swift-argument-parser", "swift-crypto", "swift-log", "swift-metrics",
        "swift-prometheus", "SQLite", "PostgreSQL", "WordNet", "wordnet-base", "FreeDict", "dict-freedict-eng-pol",
        "dict-freedict-eng-deu", "dict-freedict-eng-fra", "dict-freedict-eng-spa", "dict-freedict-eng-rus", "wordfreq",
        "Scripts/make-word-ranks.py",
    ]

    @Test func theCatalogueLoadsAndBothLanguagesHaveTheSameKeys() throws {
        _ = try MessageCatalog.bundledResult.get()
        let english = try #require(Self.catalog.entries[.english])
        let polish = try #require(Self.catalog.entries[.polish])
        #expect(english.count > 200)
        #expect(Set(english.keys).subtracting(polish.keys).sorted() == [], "missing in Polish")
        #expect(Set(polish.keys).subtracting(english.keys).sorted() == [], "missing in English")
    }

    @Test func everyEntryHasItsLanguagesPluralFormsAndTheSamePlaceholders() throws {
        for language in Language.allCases {
            for (key, entry) in Self.catalog.entries[language] ?? [:] {
                switch entry {
                case .text(let text):
                    #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) is empty")
                case .plural(let forms):
                    #expect(Set(forms.keys) == Set(language.pluralCategories), "\(language) \(key) has forms \(forms.keys.map(\.rawValue).sorted())")
                }
            }
        }
        for (key, englishEntry) in Self.catalog.entries[.english] ?? [:] {
            guard let polishEntry = Self.catalog.entries[.polish]?[key] else { continue }
            let english = Self.placeholders(englishEntry), polish = Self.placeholders(polishEntry)
            #expect(polish.subtracting(english).isEmpty, "\(key): Polish has placeholders English lacks: \(polish.subtracting(english))")
            // `detail` is an English sentence from a library; Polish may say it in its own words instead.
            #expect(english.subtracting(polish).subtracting(["detail"]).isEmpty, "\(key): Polish drops \(english.subtracting(polish))")
        }
    }

    @Test func everyKeyATemplateAsksForExistsAndNoTemplateWritesTextOfItsOwn() throws {
        for (name, template) in try Self.templates() {
            let source = Self.removingComments(template)
            for key in Self.matches(#"\{\{\s*t\.([A-Za-z0-9_.\-]+)\s*\}\}"#, in: source) {
                #expect(Self.catalog.entries[.english]?[key] != nil, "\(name) asks for \(key), which is not in the catalogue")
            }
            for namespace in Self.matches(#"\{\{\{\s*messages\.([A-Za-z0-9_\-]+)\s*\}\}\}"#, in: source) {
                #expect(Self.keys(in: namespace).count > 0, "\(name) embeds messages.\(namespace), which has no keys")
            }
            for word in Self.wordsOutsideTheCatalogue(source) {
                Issue.record("\(name) shows \"\(word)\" without the catalogue")
            }
        }
    }

    @Test func everyKeyAScriptAsksForExistsAndItsPageEmbedsItsMessages() throws {
        let scripts = try Self.scripts()
        for (name, script) in scripts {
            for key in Self.matches(#"\bt\(\s*'([^']+)'"#, in: script) {
                #expect(Self.catalog.entries[.english]?[key] != nil, "\(name) asks for \(key), which is not in the catalogue")
            }
            for prefix in Self.matches(#"\bt\(\s*`([^`$]+)\$\{"#, in: script) {
                #expect(Self.catalog.entries[.english]?.keys.contains { $0.hasPrefix(prefix) } == true, "\(name) builds keys from \(prefix)")
            }
        }
        let layout = try Self.templates().first { $0.0 == "layout.mustache" }?.1 ?? ""
        for (name, template) in try Self.templates() {
            for module in Self.matches(#"<script type="module" src="/static/js/([a-z\-]+)\.js"#, in: template) {
                let needed = Self.namespaces(ofModule: module, scripts: scripts)
                // The layout embeds the site-wide messages on every page.
                let embedded = Set(Self.matches(#"\{\{\{\s*messages\.([A-Za-z0-9_\-]+)\s*\}\}\}"#, in: template + layout))
                #expect(needed.subtracting(embedded).isEmpty, "\(name) loads \(module).js but does not embed messages \(needed.subtracting(embedded).sorted())")
            }
        }
    }

    @Test func noScriptWritesTextOfItsOwn() throws {
        // Sentences in string literals, and literal text handed to the page.
        let sentence = try NSRegularExpression(pattern: #"['"`][^'"`\n]*\b[A-Z][a-z]+,? [a-z]+[^'"`\n]*['"`]"#)
        let sink = try NSRegularExpression(pattern: #"(textContent|innerText|innerHTML|ariaLabel|\.title|\.alt|placeholder)\s*=\s*['"`][^'"`]*\p{L}|setAttribute\(\s*'(aria-label|title|alt|aria-valuetext|placeholder)'\s*,\s*['"`][^'"`]*\p{L}|\.(append|replaceChildren)\(\s*['"]([^'"]*\s[^'"]*\p{L}|[^'"]*\p{Lu})|…"#)
        for (name, script) in try Self.scripts() {
            for (number, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line).trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || code.hasPrefix("*") || code.hasPrefix("/*") || code.contains("console.") { continue }
                let range = NSRange(code.startIndex..., in: code)
                if sentence.firstMatch(in: code, range: range) != nil || sink.firstMatch(in: code, range: range) != nil {
                    Issue.record("\(name):\(number + 1) writes text of its own: \(code)")
                }
            }
        }
    }

    // MARK: - Reading templates and scripts

    static func templates() throws -> [(String, String)] {
        let folder = resources.appendingPathComponent("Templates")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "mustache" }.sorted { $0.path < $1.path }
            .map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    static func scripts() throws -> [String: String] {
        let folder = resources.appendingPathComponent("Public/js")
        var scripts: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) where file.pathExtension == "js" {
            scripts[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        #expect(scripts.count >= 8)
        return scripts
    }

    /// The namespaces of every `t('…')` in a module and the modules it imports.
    static func namespaces(ofModule module: String, scripts: [String: String], seen: Set<String> = []) -> Set<String> {
        guard let script = scripts[module], !seen.contains(module) else { return [] }
        var result = Set((matches(#"\bt\(\s*['`]([A-Za-z0-9_\-]+)\."#, in: script)))
        for imported in matches(#"from '\./([a-z0-9\-]+)\.js'"#, in: script) {
            result.formUnion(namespaces(ofModule: imported, scripts: scripts, seen: seen.union([module])))
        }
        return result
    }

    static func removingComments(_ template: String) -> String {
        template.replacingOccurrences(of: #"\{\{![\s\S]*?\}\}"#, with: "", options: .regularExpression)
    }

    /// Words a template shows that come from neither a Mustache tag nor the list of names.
    static func wordsOutsideTheCatalogue(_ template: String) -> [String] {
        var text = template
        for pattern in [#"\{\{\$bodyClass\}\}[\s\S]*?\{\{/bodyClass\}\}"#, #"<svg[\s\S]*?</svg>"#, #"<script[\s\S]*?</script>"#, #"<style[\s\S]*?</style>"#, #"\{\{\{[\s\S]*?\}\}\}"#, #"\{\{[\s\S]*?\}\}"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        var shown: [String] = matches(#"\s(?:aria-label|title|alt|placeholder|aria-valuetext)="([^"]*)""#, in: text)
        text = text.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"&[a-z]+;"#, with: " ", options: .regularExpression)
        shown.append(text)
        return shown.flatMap { matches(#"(\p{L}[\p{L}\p{N}_./\-]*)"#, in: $0) }.filter { !untranslatable.contains($0) }
    }

    static func keys(in namespace: String) -> [String] {
        (catalog.entries[.english] ?? [:]).keys.filter { $0.hasPrefix(namespace + ".") }
    }

    static func placeholders(_ entry: MessageCatalog.Entry) -> Set<String> {
        switch entry {
        case .text(let text): MessageCatalog.placeholders(text)
        case .plural(let forms): forms.values.reduce(into: Set<String>()) { $0.formUnion(MessageCatalog.placeholders($1)) }
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
