import Testing
@testable import ReadoutLanguage

/// A photographed page's wrapped lines are joined again where the break falls inside a sentence.
@Suite("Wrapped lines")
struct WrappedLinesTests {
    @Test(arguments: [
        // A date cut from its month, a sentence going on after "on", a comma or a joining word.
        ("Proposal due April\n10th, 2024", ["Proposal due April 10th, 2024"]),
        ("Survey by 3:03 p.m. on\nFriday, February 18", ["Survey by 3:03 p.m. on Friday, February 18"]),
        ("Workshop: Wednesday,\nFebruary 2, in class", ["Workshop: Wednesday, February 2, in class"]),
        ("attendance and submission\nof survey by Friday", ["attendance and submission of survey by Friday"]),
        ("you have to\nsubmit your thesis by May 20th", ["you have to submit your thesis by May 20th"]),
        // Rows of a schedule, a sentence ended, a row ending in "Due", a line of its own in lower
        // case, and lines a blank line parts stay apart.
        ("Quiz 1 - March 3\nQuiz 2 - March 10", ["Quiz 1 - March 3", "Quiz 2 - March 10"]),
        ("Sep. 18 Deadline to enrol in courses that begin in September\nNov. 4 Deadline to cancel",
         ["Sep. 18 Deadline to enrol in courses that begin in September", "Nov. 4 Deadline to cancel"]),
        ("December 20, 10:00 a.m. Written Work Due\nJanuary 21, 10:00 a.m. Proposals",
         ["December 20, 10:00 a.m. Written Work Due", "January 21, 10:00 a.m. Proposals"]),
        ("Complete this form by Tuesday at the latest\nplease add these files by Friday",
         ["Complete this form by Tuesday at the latest", "please add these files by Friday"]),
        ("Essay due on\n\n12 March", ["Essay due on", "12 March"]),
        ("| Lab 1 | Sep 4 |\n| Lab 2 | Sep 11 |", ["| Lab 1 | Sep 4 |", "| Lab 2 | Sep 11 |"]),
        ("Essay due March 4.\nof the", ["Essay due March 4.", "of the"]),
    ])
    func joinsWhereTheBreakFallsInsideASentence(_ text: String, lines: [String]) {
        #expect(WrappedLines.joined(text) == lines)
    }

    @Test func spacesAreMadeSingleAndBlankLinesDropped() {
        #expect(WrappedLines.joined("  Essay   due \n\n\n  Lab  2 ") == ["Essay due", "Lab 2"])
    }
}
