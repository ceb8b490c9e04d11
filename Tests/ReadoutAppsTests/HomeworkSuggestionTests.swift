import ReadoutApps
import Testing

/// What a photo's text suggests for a new item: a course code names the class, the first line
/// that reads like a title (not the due-date line) its title.
@Suite("Homework suggestion")
struct HomeworkSuggestionTests {
    @Test func aCourseCodeNamesTheClass() {
        #expect(HomeworkSuggestion.courseCode(in: "CS 101 Research Essay") == "CS 101")
        #expect(HomeworkSuggestion.courseCode(in: "Assignment 3, MATH-2210") == "MATH 2210")
        #expect(HomeworkSuggestion.courseCode(in: "ENGL1010A reading list") == "ENGL 1010A")
        #expect(HomeworkSuggestion.courseCode(in: "See PAGE 12 and ROOM 204, then BIO 150") == "BIO 150",
                "words that precede numbers without naming a course are passed over")
        #expect(HomeworkSuggestion.courseCode(in: "Read chapter 4 by Friday") == nil)
        #expect(HomeworkSuggestion.courseCode(in: "cs 101") == nil, "letters must be capitals")
    }

    @Test func theFirstStrongLineIsTheTitle() {
        let text = "12/03\nDue Friday, December 4\n  Research   essay on tides \nCS 101"
        #expect(HomeworkSuggestion.title(in: text, dateText: "Friday, December 4") == "Research essay on tides",
                "the number line is too thin, the date line is only the date")
        #expect(HomeworkSuggestion.title(in: text, dateText: nil) == "Due Friday, December 4")
        #expect(HomeworkSuggestion.title(in: "42\n--\n", dateText: nil) == nil)
        let long = String(repeating: "word ", count: 60)
        #expect(HomeworkSuggestion.title(in: long, dateText: nil)?.count == HomeworkRules.maximumTitleLength)
    }
}
