import ReadoutLanguage
import Testing
@testable import ReadoutApps

/// A syllabus page's text becomes every (what, when) pair on it.
@Suite("Homework syllabus items")
struct HomeworkSyllabusTests {
    static let reference = CalendarDay(year: 2024, month: 9, day: 2)!

    func items(_ text: String) -> [String] {
        HomeworkSyllabus.items(in: text, reference: Self.reference, extractor: DueDateExtractor())
            .map { "\($0.title) @ \($0.day.iso)" + ($0.time.map { " \($0)" } ?? "") }
    }

    @Test func aScheduleTableGivesOneItemPerRowWithItsDueColumn() {
        let page = """
            CS 220: Intermediate Programming, Fall 2024
            | Assignment | Out | Due |
            | Lab 1 | Sep 4 | Sep 11, 5 p.m. |
            | Lab 2 | Sep 11 | Sep 18, 5 p.m. |
            | Midterm project | Sep 18 | Oct 9 |
            Office hours: Tuesdays 2-4 pm
            """
        #expect(items(page) == ["Lab 1 @ 2024-09-11 17:00", "Lab 2 @ 2024-09-18 17:00", "Midterm project @ 2024-10-09"])
    }

    @Test func aTermProjectTakesTheDueColumnItsPageShowsThoughItsDatesLieFarApart() {
        let page = """
            | Homework 1 | 3% | 26/08/2024 (Wk 2) | 01/09/2024, 23:55PM |
            | Homework 2 | 3% | 02/09/2024 (Wk 3) | 08/09/2024, 23:55PM |
            | Project | 35% | 16/09/2024 (Wk 5) | 27/10/2024 |
            """
        #expect(items(page) == ["Homework 1 @ 2024-09-01 23:55", "Homework 2 @ 2024-09-08 23:55", "Project @ 2024-10-27"])
        // Alone, the project's row is no schedule: six weeks apart, its dates may say other things.
        #expect(items("| Project | 35% | 16/09/2024 (Wk 5) | 27/10/2024 |") == ["Project @ 2024-09-16"])
    }

    /// Text read from a photo keeps the page's line breaks: a row wrapped in two is one item,
    /// not a date cut from its month nor a second item made of the sentence's end.
    @Test func aPhotographedPageItsColumnWrappedGivesOneItemPerRow() {
        let page = """
            Partners sign the data agreement | April
            10th, 2025

            Survey: attendance on Wednesday, October 2 at 10:10 a.m. and submission
            of the survey by 3:03 p.m. on Friday, October 4

            Essay 1 due Thursday, September 19 at 3 p.m. (Workshop: Wednesday,
            September 25, in class time)
            """
        #expect(items(page) == ["Partners sign the data agreement @ 2025-04-10",
                                "submission of the survey @ 2024-10-04 15:03",
                                "Essay 1 @ 2024-09-19 15:00"])
    }

    /// A schedule's row names its class's topic beside the work due: the item is the work.
    @Test func aScheduleRowIsNamedByTheWorkItAsksForNotItsTopicOrWeek() {
        let page = """
            Week | Date | Topic | Assignments
            3 | Sep 16 | Graphs | HW1 due 11:59pm
            Week 5 | Sep 30 | Dynamic programming | Project proposal due
            """
        #expect(items(page) == ["HW1 @ 2024-09-16 23:59", "Project proposal @ 2024-09-30"])
    }

    /// Most rows of a real schedule give a class's day and its topic: they are no items.
    @Test func aClassHeldOnItsDayIsNoItemButWorkDueIs() {
        let page = """
            Week | Date | Topic | Readings | Assignments
            1 | Sep 3 | What is computational linguistics? | Cotterell (2017) |
            2 | Sep 10 | Tokenization and regular expressions | Jurafsky & Martin, Ch. 2 | Problem set 1 due
            3 | Sep 17 | Morphology | NLTK Book, Ch. 3 |
            Feb 3 Mon | Design for change
            Oct 1: Last drop date
            """
        #expect(items(page) == ["Problem set 1 @ 2024-09-10", "Last drop date @ 2024-10-01"])
    }

    /// A table's header says which column holds the work: a row that fills it is an item, the
    /// others are classes; a header that asks for nothing makes a row of a bare date a class's.
    @Test func aColumnHeadedDueMakesTheRowsThatFillItItems() {
        let schedule = """
            Date | Topic | Readings | Due | Lecture
            9/16 | Boolean Search | Ch1 |  | L01
            9/23 | Dictionaries | Ch3 | A0 | L04
            """
        #expect(items(schedule) == ["A0 @ 2024-09-23"], "the row is what its Due cell holds")
        #expect(items("Datum | Thema | Bemerkung\n31.10.2024\n07.11.2024").isEmpty)
        // Labels under a heading are what the heading lists, and a list of them is work.
        #expect(items("Review Questions\nRQ1: Sep. 9\nRQ2: Sep. 16") == ["RQ1 @ 2024-09-09", "RQ2 @ 2024-09-16"])
    }

    @Test func aTableKeepsItsHeaderPastItsSectionRowsAndRowsThatEndEarly() {
        let schedule = """
            Date | Topic | Readings | Due | Lecture
            | Part I: Indexing
            9/16 | Boolean Search | Ch1 |  | L01
            9/23 | Dictionaries | Ch3 | A0 | L04
            | Part II: Ranking
            10/7 | Logistic Regression | Ch14 | A3
            10/9 | Midterm
            """
        #expect(items(schedule) == ["A0 @ 2024-09-23", "A3 @ 2024-10-07"])
        // The header is the table's first row: an undated row below it is a row, not a new header.
        let tasks = """
            Table 1: List of required course tasks
            Task | Components | % | Due date
            Basics | CodeAnywhere, GitHub setup | 20 | Week 1
            Web | Site published on GitHub Pages | 20 | 7 October
            Participation | Come to class | 10 | N/A
            """
        #expect(items(tasks) == ["Web – Site published on GitHub Pages @ 2024-10-07"],
                "its Due date column makes the row an item though the row alone reads as a topic's day")
    }


    /// An HTML table writes a unit once for its rows: the rows below begin with their date.
    @Test func aRowThatBeginsWithItsDateStandsUnderTheDateColumn() {
        let schedule = """
            Unit | Date | Topics | Assignments
            Introduction | Wed 09/04 | Syllabus, Unix Shell
            Fri 09/06 | Git | Reading 00
            Unit 01: Bourne Shell
            Using the Shell | Mon 09/09 | Files Slides 03 | Reading 01
            Wed 09/11 | Processes, I/O Redirection
            Sat 09/14 | Command Line Adventure | Homework 01
            """
        #expect(items(schedule) == ["Reading 00 @ 2024-09-06", "Reading 01 @ 2024-09-09", "Homework 01 @ 2024-09-14"])
    }

    @Test func aWeekdayBelowAWeeksHeadingIsThatDayOfTheWeek() {
        let schedule = """
            September 9-September 13
            Readings | Assignments
            Monday: Flusser, excerpts | Monday: First draft of Day in the Life.
            September 16-September 20
            Readings | Assignments
            Wednesday: Burke, "Persuasion." | Wednesday: Final draft of Day in the Life.
            """
        #expect(items(schedule) == ["First draft of Day in the Life @ 2024-09-09", "Final draft of Day in the Life @ 2024-09-18"],
                "the weeks' headings are no items, and their weekdays are not those after the reference day")
    }

    @Test func aGridOfDueDatesGivesOneItemPerDatedCell() {
        let grid = """
            Weekly Due Dates
            Week | PA (Mon) | CA (Tue) | LA (Wed) | LA Chkpt | Reflection (Sun)
            Week 1 | Sep 2 | Sep 3 | Sep 4 | Sep 5 | Sep 8
            Week 2 | Sep 9 | - | Sep 11 | Sep 12 | -
            """
        #expect(items(grid) == ["Week 1 – PA (Mon) @ 2024-09-02", "Week 1 – CA (Tue) @ 2024-09-03", "Week 1 – LA (Wed) @ 2024-09-04",
                                "Week 1 – LA Chkpt @ 2024-09-05", "Week 1 – Reflection (Sun) @ 2024-09-08",
                                "Week 2 – PA (Mon) @ 2024-09-09", "Week 2 – LA (Wed) @ 2024-09-11", "Week 2 – LA Chkpt @ 2024-09-12"])
        // A class's dates in a grid that asks for nothing are no items.
        let lectures = """
            Lecture dates
            Week | Lecture 1 | Lecture 2 | Lecture 3
            Week 1 | Sep 2 | Sep 4 | Sep 6
            """
        #expect(!items(lectures).contains { $0.hasPrefix("Week 1 – Lecture") })
        // Two dated cells are a row of the grid where every column names work, each date with
        // its weekday abbreviated in Dutch; a row's date set and date due are one item.
        let deadlines = """
            module | deadline opdracht | deadline oefeningen | deadline verbeterd
            Module 0 | ma 2 sep 17:59 | di 3 sep 17:59 | -
            Module 1 | vr 6 sep 17:59 | ma 9 sep 17:59 | ma 9 sep 20:59
            """
        #expect(items(deadlines) == ["Module 0 – deadline opdracht @ 2024-09-02 17:59", "Module 0 – deadline oefeningen @ 2024-09-03 17:59",
                                     "Module 1 – deadline opdracht @ 2024-09-06 17:59", "Module 1 – deadline oefeningen @ 2024-09-09 17:59",
                                     "Module 1 – deadline verbeterd @ 2024-09-09 20:59"])
        #expect(items("Assignment | Out | Due\nLab 3 | Sep 2 | Sep 16") == ["Lab 3 @ 2024-09-16"])
    }
    @Test func aDateColumnOfDottedNumbersWritesMonthAndDayInTheOrderItsDaysShow() {
        // American: "9.14" can only be September 14, so "10.1" is October 1.
        let american = """
            Week | Date | Reading | Topic | Homework
            3 | 9.10 | Chapter 4 | Perceptron |
            | 9.14 | Chapter 5 | Feature Engineering | HW1 due
            6 | 10.1 |  | Hands on validation | HW2 due
            """
        #expect(items(american) == ["HW1 @ 2024-09-14", "HW2 @ 2024-10-01"])
        // European: "14.10" can only be 14 October, so "4.11" is 4 November.
        let european = """
            Datum | Thema | Abgabe
            14.10 | Einführung | Blatt 1
            4.11 | Suchbäume | Blatt 2
            """
        #expect(items(european) == ["Blatt 1 @ 2024-10-14", "Blatt 2 @ 2024-11-04"])
        // Photographed, the rows come back with blank lines between them, and a row whose
        // first cell was empty without that cell.
        let photographed = """
            Week | Date | Reading | Topic | Homework

            3 | 9.10 | Chapter 4 | Perceptron

            9.14 | Chapter 5 | Feature Engineering | HW1 due

            6 | 10.1 |  | Hands on validation | HW2 due
            """
        #expect(items(photographed) == ["HW1 @ 2024-09-14", "HW2 @ 2024-10-01"])
        // Dotted numbers outside a Date column are scores, not days; and a column that never
        // shows its order is left alone.
        let scores = """
            Task | Weight | Due
            Essay | 9.14 | Blatt 1
            """
        #expect(HomeworkSyllabus.namingDottedDays(scores.components(separatedBy: "\n")) == scores.components(separatedBy: "\n"))
        let unsure = ["Date | Topic | Due", "9.10 | Trees | HW1"]
        #expect(HomeworkSyllabus.namingDottedDays(unsure) == unsure)
    }

    @Test func aColumnWhoseHeaderNamesAWeekdayIsDueThatDayOfTheRowsWeek() {
        let schedule = """
            Week | Reading Due Mon 11:59PM | Tuesday | Thursday | Due Friday 5:00PM
            9 Sep |  | Intro Slides | Hardware | Homework A Due
            16 Sep | Ch. 3-6 | Process API | Process Implementation | Project 1
            """
        #expect(items(schedule) == ["Homework A @ 2024-09-13 17:00", "Project 1 @ 2024-09-20 17:00"])
    }

    @Test func aDueLineWithoutADateIsDueOnTheDayAboveIt() {
        let page = """
            Week 1: Data in the Humanities
            Wed 9/4 - What does humanities data look like
            Read: Daniel Rosenberg, "Data before the Fact"
            Due: Homework 1: Practice the n-grams activity
            Week 2: Origins and Histories
            Due: Homework 2
            """
        #expect(items(page) == ["Homework 1: Practice the n-grams activity @ 2024-09-04"],
                "a new week's heading ends the day above")
    }

    @Test func aRowThatLeavesItsTablesWorkColumnsEmptyIsNoItem() {
        let schedule = """
            Session | Topic | Pre-class work | Homework | HW due
            09/09 | Reproducibility crash course | Review shell resources and do canvas quiz |  |
            09/11 | Sequences | Watch video1 | Sequencing HW | 09/18
            """
        #expect(items(schedule) == ["Sequencing HW @ 2024-09-18"])
        // A class's topic names what is taught, though it says "Lab 2".
        let classes = """
            Class | Date | Day | Topic | Reading | Notes
            16 | Sep 16 | Mon | Lab 2. Ensemble Learning
            17 | Sep 18 | Wed | Lecture 11. Empirical Bayes | ESL Chap 6 | HW3 Due 09/27
            """
        #expect(items(classes) == ["HW3 @ 2024-09-27"])
    }

    @Test func proseLinesKeepTheirAssignmentAndAHeadingNamesADateAlone() {
        let page = """
            Reading response 1 is due Friday, September 13 by 11:59 pm.
            Essay 2 deadline: October 4
            Final portfolio
            Due December 6
            Thanksgiving break: November 27-29
            """
        #expect(items(page) == ["Reading response 1 @ 2024-09-13 23:59", "Essay 2 @ 2024-10-04", "Final portfolio @ 2024-12-06"],
                "a break is no item")
    }

    @Test func oneDateThatReadsOnlyDayFirstSettlesTheOrderOfThePage() {
        let page = """
            | 0 | 21/08/24 |
            | 1 | 02/09/24 |
            | 2 | 14/09/24 |
            | 3 | 12/10/24 |
            """
        #expect(items(page) == ["0 – 21/08/24 @ 2024-08-21", "1 – 02/09/24 @ 2024-09-02", "2 – 14/09/24 @ 2024-09-14",
                                "3 – 12/10/24 @ 2024-10-12"])
        // A reader whose setting is day first, on an American page: the page decides.
        let american = "Quiz 1 due 09/21/24\nQuiz 2 due 10/05/24"
        let items = HomeworkSyllabus.items(in: american, reference: Self.reference, extractor: DueDateExtractor(dayFirst: true))
        #expect(items.map(\.day.iso) == ["2024-09-21", "2024-10-05"])
        // A page with both orders proves neither: each row is read the way the setting says
        // (12 November, not 11 December; both are ahead).
        #expect(self.items("Quiz 1 due 21/09/24\nQuiz 2 due 10/25/24\nQuiz 3 due 11/12/24").map { $0.suffix(10) }
                == ["2024-09-21", "2024-10-25", "2024-11-12"])
    }

    @Test func aDateItsCueSaysIsNotDueIsNoItem() {
        #expect(items("Research essay\nAssigned September 3, 2024\nDue: September 20, 2024, 5:00 PM") == ["Research essay @ 2024-09-20 17:00"])
    }

    /// Readings, work begun and class sittings in a work column ask nothing to be handed in;
    /// a numbered reading and a homework beside an in-class quiz do.
    @Test func aReadingOrAClassSittingInAWorkColumnIsNoItem() {
        let week = """
            February 7-February 11
            Readings | Assignments
            Monday: Vilém Flusser, excerpts from Does Writing Have a Future? | Monday: First draft of Day in the Life.
            Wednesday: Groucho Marx, excerpt from Groucho and Me. | Wednesday: Peer review.
            February 14-February 18
            Readings | Assignments
            Monday: Roland Barthes, "The Love Letter." | Monday: Final draft of Day in the Life.
            Wednesday: Kenneth Burke, "Persuasion." | Wednesday: Read the Defining Rhetoric assignment sheet.
            """
        #expect(items(week) == ["First draft of Day in the Life @ 2025-02-10", "Final draft of Day in the Life @ 2025-02-17"])
        let table = """
            Date | Topic | Assignment | Reading
            09/16 | Bayesian inference | Read Nascimento et al, 2017 and quiz |
            09/23 | Regularization | Lec 5, In-class Quiz 1, HW1 |
            09/30 | Git | Reading 04 |
            """
        #expect(items(table) == ["Lec 5, In-class Quiz 1, HW1 @ 2024-09-23", "Reading 04 @ 2024-09-30"])
    }

    /// An assignment list exported as records of fields: each record's name titles its due date,
    /// and its status, id and links are no items.
    @Test func aRecordsNameTitlesItsDueDateAndItsOtherFieldsAreNoItems() {
        let records = """
            Name: My First MD Assignment
            Status: Graded and Closed
            Deliverable ID: 02-
            Due Date: Sep 06 23:59 PDT
            Name: Mathematical Review (Credit/No Credit)
            Status: Graded 10/19
            Deliverable ID: 03-
            Invitation URL: https://classroom.example.com/a/vI8CO8Ez
            Due Date: Sep 06 23:59 PDT
            """
        #expect(items(records) == ["My First MD Assignment @ 2024-09-06 23:59", "Mathematical Review (Credit/No Credit) @ 2024-09-06 23:59"])
    }

    /// On a page whose rows say when work is set and when it is due, a label that hands
    /// something out says when it comes out ("Instructions Out"), and an in-class sitting is
    /// no hand-in; the heading names a row whose only words are its dates' cues.
    @Test func whatComesOutAndWhatIsDoneInClassAreNoItems() {
        let page = """
            Homework 1
            Out: 2/4 Due: 2/10 9pm.
            Homework 2
            Out: 2/11 Due: 2/17 9pm.
            Final Report
            Instructions Out: 4/7
            In-class Peer-Review:: 5/02
            Final report due 5/09
            """
        let items = HomeworkSyllabus.items(in: page, reference: CalendarDay(year: 2025, month: 1, day: 6)!, extractor: DueDateExtractor())
            .map { "\($0.title) @ \($0.day.iso)" }
        #expect(items == ["Homework 1 @ 2025-02-10", "Homework 2 @ 2025-02-17", "Final report @ 2025-05-09"])
    }

    /// Two pieces of work named on one line, each before its own date, are two items; a date
    /// set and a date due, or a date moved, stay one.
    @Test func aLineThatNamesTwoPiecesOfWorkEachWithItsDateGivesTwoItems() {
        #expect(items("HW1 due Sep 10, HW2 due Sep 17") == ["HW1 @ 2024-09-10", "HW2 @ 2024-09-17"])
        #expect(items("Assignment | File | Due\nAssignment 4: Klondike | a4.zip | MS1 Tues, Oct 15th MS2 Mon, Oct 28th")
                == ["Assignment 4: Klondike MS1 @ 2024-10-15", "Assignment 4: Klondike MS2 @ 2024-10-28"])
        #expect(items("Assignment | Out | Due\nLab 3 | Sep 2 | Sep 16") == ["Lab 3 @ 2024-09-16"])
        #expect(items("Essay 1: Assigned Sep 3, due Sep 17").map { $0.hasSuffix("@ 2024-09-17") } == [true])
    }

    /// A schedule's Day and Date columns are one date ("Sunday | 01/14"), and a date written on
    /// the reference day keeps its time; a weekday of no week on a page that dates its rows is
    /// a standing rule, not the coming weekday.
    @Test func aDayColumnBesideItsDateColumnAndAStandingWeekdayRule() {
        let page = """
            Homework is due on Moodle by 11:59pm on Friday.
            Day | Date | Assignment
            Monday | 09/02 | Essay 1 due 5 pm
            Sunday | 09/08 | Essay 2 due
            Sunday | 09/15 | Essay 3 due
            """
        #expect(items(page) == ["Essay 1 @ 2024-09-02 17:00", "Essay 2 @ 2024-09-08", "Essay 3 @ 2024-09-15"])
    }

    /// A topic cell that says what is due asks for it; a range of hours no cue asks for is a
    /// sitting's.
    @Test func aTopicThatSaysWhatIsDueAsksAndARangeOfHoursIsASitting() {
        let schedule = """
            Date | Day | Topic
            11-11-2024 | Monday | Mini-project
            13-11-2024 | Wednesday | Model simplification (mini-project due)
            """
        #expect(items(schedule) == ["Model simplification (mini-project) @ 2024-11-13"])
        let dates = """
            Project proposal due Friday, October 4th 2024 at 11:59pm
            Final presentation on Wednesday, December 4th 2024 from 3:30pm to 5:30pm
            Final report due Friday, December 13th 2024 by 5pm
            """
        #expect(items(dates) == ["Project proposal @ 2024-10-04 23:59", "Final report @ 2024-12-13 17:00"])
    }

    /// A table that marks its work among class sessions and readings: its unmarked rows are no
    /// items, though they fill its work column; unless its header says every row is due, or an
    /// unmarked row names numbered work.
    @Test func aTableThatMarksItsWorkLeavesOutItsUnmarkedRows() {
        let readings = """
            Date | Topic | Assignments
            Sep 4 | Welcome | Syllabus
            Sep 9 | Sorting | Chapter 2: Insertion sort and merge sort
            Sep 11 | Essay DUE 11 PM | Sorting in practice
            Sep 16 | Graphs | Breadth-first search notes
            Sep 18 | Essay DUE 11 PM | Graph algorithms
            """
        #expect(items(readings) == ["Sorting in practice @ 2024-09-11 23:00", "Graph algorithms @ 2024-09-18 23:00"])
        // The header is repeated over each week's rows: one table.
        let sessions = """
            Week of September 2
            Day | Date | Assignment
            Monday | 09/02 | Welcome
            Wednesday | 09/04 | Team Meeting
            Sunday | 09/08 | ASSIGNMENT Team Charter
            Week of September 9
            Day | Date | Assignment
            Monday | 09/09 | Project Review
            Sunday | 09/15 | ASSIGNMENT Project Plan
            """
        #expect(items(sessions) == ["ASSIGNMENT Team Charter @ 2024-09-08", "ASSIGNMENT Project Plan @ 2024-09-15"])
        let handIns = """
            Tarea | Fecha de entrega
            Borrador 1 | Lunes 9 de septiembre
            Entrega final 1 | Lunes 16 de septiembre
            Entrega final 2 | Lunes 23 de septiembre
            Plan de trabajo | Martes 24 de septiembre
            """
        #expect(items(handIns).count == 4)
        // "Innleveringsfrist" says so in one word: a typo's rows ("innevering") stay beside
        // those that write "innlevering".
        let compound = """
            Type oppgave | Innleveringsfrist | Format
            Arbeidskrav 1.1 | 27.02.2024 kl 08.00 | Skriftlig innevering (canvas)
            Arbeidskrav 1.2 | 03.03.2024 kl 23.59 | Skriftlig innlevering (canvas)
            Arbeidskrav 2.1 | 13.04.2024 kl 08.00 | Skriftlig innevering (canvas)
            Arbeidskrav 2.2 | 17.04.2024 kl 23.59 | Skriftlig innlevering (canvas)
            """
        #expect(items(compound).count == 4)
        let terse = """
            Work | Date
            HW1 (due at noon) | Sep 9
            HW2 (due at noon) | Sep 16
            HW3 | Sep 23
            """
        #expect(items(terse) == ["HW1 @ 2024-09-09 12:00", "HW2 @ 2024-09-16 12:00", "HW3 @ 2024-09-23"])
        // Numbered work that the marked rows hand in, in an unmarked row, is class time for it.
        let classTime = """
            Date | Contenu | Activité
            Lundi 9 septembre | Présentation TP1
            Jeudi 12 septembre | Temps TP1
            Lundi 16 septembre | Chapitre 2 | Remise TP1
            Jeudi 19 septembre | Temps TP2
            Lundi 23 septembre | Examen | Remise TP2
            """
        #expect(items(classTime) == ["Remise TP1 @ 2024-09-16", "Remise TP2 @ 2024-09-23"])
    }

    /// Two columns headed by a deadline ("Fecha límite …") give each row two items, though the
    /// first is also the header's date column.
    @Test func twoDeadlineColumnsGiveTwoItems() {
        let grid = """
            Asignación | Fecha límite Pull Request | Fecha límite de aceptación
            Tarea 1 | Martes 10 de septiembre | Lunes 16 de septiembre
            Tarea 2 | Martes 17 de septiembre (11 AM) | Martes 24 de septiembre (10 AM)
            """
        #expect(items(grid) == [
            "Tarea 1 – Fecha límite Pull Request @ 2024-09-10", "Tarea 1 – Fecha límite de aceptación @ 2024-09-16",
            "Tarea 2 – Fecha límite Pull Request @ 2024-09-17 11:00", "Tarea 2 – Fecha límite de aceptación @ 2024-09-24 10:00",
        ])
    }

    /// A cell that only announces work ("HW1 Released") hands nothing in; beside a hand-in
    /// ("HW1 Due, HW2 Released") it is no part of the item's title.
    @Test func aReleaseInAnAssignmentColumnIsNoItem() {
        let schedule = """
            Week | Date | Topics | Assignment
            1 | 9/3 | Introduction | HW1 Released
            2 | 9/10 | Version control | HW1 Due, HW2 Released
            3 | 9/17 | Testing | HW2 due; Project out
            4 | 9/24 | Packaging
            """
        #expect(items(schedule) == ["HW1 @ 2024-09-10", "HW2 @ 2024-09-17"])
        // The header's "Due" asks for every row's date, but not for a release's.
        let twiceAWeek = """
            Week | Date | Topics | Assignment (Due 11:59 PM)
            1 | 9/3 (Tue) 9/5 (Thu) | Introduction | HW1 Released
            2 | 9/10 (Tue) 9/12 (Thu) | Version control | HW1 Due, HW2 Released
            """
        #expect(items(twiceAWeek) == ["HW1 @ 2024-09-12 23:59"])
    }

    /// A Date column that writes only the day below a dated row ("| 5 |" under "Sep 3") is that
    /// month's day; a row ending in "in" does not run on into the row below it; a row whose topic
    /// is a discussion still hands in what its work column holds.
    @Test func aWeeksSecondClassWritesOnlyItsDay() {
        let schedule = """
            Week | Date | Topic | Readings | Assignments
            1 | Sep 3 | Introduction | Ch 1 |
            | 5 | History | Ch 2 | A0: in
            2 | Sep 10 | Pitches and project ideas
            | Sep 12 | Tour and discussion of the lab |  | A1: in
            | 17 | Final review | | Project due
            """
        #expect(items(schedule) == ["A0 @ 2024-09-05", "A1 @ 2024-09-12", "Project @ 2024-09-17"])
    }

    /// Several columns headed "… due" give an item per cell a row fills; a topic that says it is
    /// due is an item though the work columns are empty.
    @Test func eachDueColumnGivesItsOwnItem() {
        let schedule = """
            Dates | Topic | Activities due | Labs due | Assignments due
            Week 01: 9/10 | Data | Activity 01 | Lab 01
            Week 02: 9/17 | Design | | Lab 02 | Assignment 01
            Week 03: 9/24 | Final project due
            """
        #expect(items(schedule) == [
            "Activity 01 @ 2024-09-10", "Lab 01 @ 2024-09-10", "Lab 02 @ 2024-09-17", "Assignment 01 @ 2024-09-17",
            "Final project @ 2024-09-24",
        ])
    }

    @Test func aPageWithoutDatesHasNoItems() {
        #expect(items("Chapter 3\nRead pages 40-52 and answer the questions.").isEmpty)
    }
}
