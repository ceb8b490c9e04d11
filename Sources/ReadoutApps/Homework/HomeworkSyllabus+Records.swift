/// An assignment list written as records of fields, one per line, as a course's learning system
/// exports it ("Name: Table Encodings" / "Status: Graded 10/19" / "Deliverable ID: 21-" /
/// "Invitation URL: …" / "Due Date: Oct 8 23:59 PDT"): the record's name titles its due date,
/// and its other fields neither head it nor ask for anything.
extension HomeworkSyllabus {
    /// A field that says something of a record but not what it is: its label (up to three words
    /// before the first colon) ends in a field's name ("Status", "Deliverable ID", "Public_URL",
    /// "Due Date").
    static func isRecordField(_ line: String) -> Bool {
        guard let label = labelled(line)?.label.lowercased().split(whereSeparator: { !$0.isLetter }),
              let last = label.last, label.count <= 3 else { return false }
        return fieldNames.contains(String(last))
    }

    /// A record's name without its label: "Name: Mathematical Review" is "Mathematical Review".
    static func withoutNameLabel(_ heading: String) -> String {
        guard let (label, value) = labelled(heading),
              nameLabels.contains(label.trimmingCharacters(in: .whitespaces).lowercased()) else { return heading }
        let name = value.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? heading : name
    }

    /// A line's label and what follows it, split at its first colon ("Status: Closed",
    /// "Wednesday: Peer review."); nil for a line without one.
    static func labelled<Text: StringProtocol>(_ line: Text) -> (label: Text.SubSequence, value: Text.SubSequence)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (line[..<colon], line[line.index(after: colon)...])
    }

    private static let fieldNames: Set<String> = ["id", "date", "dates", "time", "no", "number", "status", "type", "url", "link",
                                                  "format", "weight", "points"]
    private static let nameLabels: Set<String> = ["name", "title", "assignment", "task", "deliverable"]
}
