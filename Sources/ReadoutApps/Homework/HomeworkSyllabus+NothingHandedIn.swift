import Foundation
import ReadoutLanguage

/// Work on a schedule that hands nothing in by its day: the conventions' readings and class
/// sittings, which are no items though they stand in a work column.
extension HomeworkSyllabus {
    /// True for a reading ("Read Nascimento et al, 2017 and quiz", "Wednesday: Read our
    /// syllabus"), work begun or carried on ("Begin considering topics for your research
    /// essay"), or work done in class ("In-class Peer-Review", "Wednesday: Peer review."), unless
    /// it is said to be due or handed in ("Peer review due Friday", "HW 2 due in class"). Its
    /// first piece (up to a comma or semicolon) says so: "Lec 5, In-class Quizz 1, HW1" lists a
    /// homework beside the quiz. A numbered reading ("Reading 04", graded and pushed) is a piece
    /// of work's name, not the verb. A release ("HW1 Released", "Lab 2 out; Lab 3 posted") hands
    /// nothing in either: each of its pieces ends in a word that says work was set.
    static func handsNothingIn(_ text: String) -> Bool {
        var work = Substring(text)
        // A weekday's label before the work ("Wednesday: …") says when, not what.
        if let (label, value) = labelled(text), label.split(separator: " ").count == 1 { work = value }
        func words(_ text: Substring) -> [String] { text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) }
        guard !words(work).contains(where: handInWords.contains) else { return false }
        let pieces = pieces(of: work)
        if !pieces.isEmpty, pieces.allSatisfy(announcesARelease) { return true }
        let opening = words(work.prefix { $0 != "," && $0 != ";" })
        guard let first = opening.first else { return false }
        return notHandedInOpenings.contains(first)
            || zip(opening, opening.dropFirst()).contains { $0 == "in" && $1 == "class" }
            || opening == ["peer", "review"]
    }

    /// The cell without its releases: "HW1 Due, HW2 Released" hands in HW1. A cell that is only
    /// releases stays as it is.
    static func withoutReleases(_ cell: String) -> String {
        let kept = pieces(of: Substring(cell)).filter { !announcesARelease($0) }
        return kept.isEmpty ? cell : kept.joined(separator: ", ")
    }

    /// "HW2 Released", "Project 1 out": a piece whose last word says the work was set.
    private static func announcesARelease(_ piece: Substring) -> Bool {
        piece.lowercased().split { !$0.isLetter && !$0.isNumber }.last.map { settingCues.contains(String($0)) } == true
    }

    private static func pieces(of text: Substring) -> [Substring] {
        text.split { $0 == "," || $0 == ";" }.map { $0.trimmingCharacters(in: .whitespaces)[...] }.filter { !$0.isEmpty }
    }

    private static let notHandedInOpenings: Set<String> = ["read", "begin", "continue"]
    private static let handInWords: Set<String> = ["due", "submit", "submitted", "upload", "hand", "turn", "deadline"]
}
