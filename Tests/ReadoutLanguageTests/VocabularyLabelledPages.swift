import Foundation

/// Pages from `../shared/data/ocr` (ground-truth text, never OCR output) with the words worth
/// learning labelled by hand, for the extractor's precision and recall.
///
/// How they were labelled (by reading each page, before comparing with the extractor): every
/// noun, verb, adjective and adverb that is an English dictionary word, once, as its base form;
/// not labelled: forms of be/have/do, modals, pronouns, determiners and quantifiers ("a lot of"),
/// conjunctions and conjunctive "however", prepositions (also "concerning"), "not", numbers,
/// letters, names and the words of names ("New York", "Columbia"; "Main Theorem of Botany" is
/// a joke, not a name, so its words are labelled), abbreviations ("OCR", "ET"), made-up words
/// ("shmathematics"). Where a form has two fair base forms, both are accepted
/// (`"matching|match"`): a hit on either counts once.
enum VocabularyLabelledPages {
    struct Page {
        let name: String
        /// Files under `../shared/data/ocr`; a folder stands for its `*.gt.txt` files in name order.
        let files: [String]
        let words: [String]
    }

    static let pages = [
        Page(name: "phototest", files: ["tesseract-test/phototest.gt.txt"], words: [
            "point", "text", "test", "code", "see", "work", "type", "file", "format", "quick", "brown", "dog",
            "jump", "lazy", "fox",
        ]),
        Page(name: "UW-III lines (a paper's first page)", files: ["uw3-lines/"], words: [
            "efficient", "algorithm", "find|finding", "maximum", "matching|match", "graph", "department", "computer",
            "science", "university", "paper", "survey", "technique", "use", "design", "cardinality", "weighted|weight",
            "general", "bipartite", "also", "list", "open", "problem", "possible", "improvement", "existing|exist",
            "existence", "fast", "parallel", "category", "subject", "descriptor", "analysis", "term", "theory",
            "verification", "additional", "key", "word", "phrase", "algorithmic", "tool", "asexual", "case",
            "assignment", "augmenting|augment", "path", "blossom", "data|datum", "structure", "heap", "duality",
            "generalized|generalize", "priority", "queue", "main", "theorem", "botany", "monster",
            "moonlighting|moonlight", "polygamy", "primal", "dual", "method", "shrink", "warm-up|warm", "introduction",
            "somewhat", "unfortunate", "point", "view", "application", "time", "start", "almost", "scratch",
            "fortunate", "researcher", "unlikely", "go|going", "run", "challenge", "give|given", "want", "solve",
            "efficiently", "stage", "initially", "simple", "mathematical", "argument", "characterize", "solution",
            "lead", "usually", "very", "next", "try", "apply", "number",
        ]),
    ]
}
