/// Lines of the due-date table (`DueDateExtractorTests`, reference Monday 4 March 2024) that name
/// several dates or write times the European and handbook way (issue 38): the date a student
/// must act by, or none when the line's date is no deadline. Written for the forms, not copied
/// from the due-dates-dev lines.
let dueDateLinesSeveralDates: [(String, String?)] = [
        // An extension replaces the original date.
        ("Deadline 12 March (moved to 19 March)", "2024-03-19T23:59"),
        ("Essay due Monday 11 March, postponed by two days to Wednesday 13 March", "2024-03-13T23:59"),
        ("Poster due April 2 (extended to April 9 for everyone)", "2024-04-09T23:59"),
        ("Lab 5 | ~~2024-03-15~~ 2024-03-22 | upload to the portal |", "2024-03-22T23:59"),
        // A number struck out inside a date, its correction after it.
        ("| Project: M2 | Oct ~~4~~ 11 |", "2024-10-11T23:59"),
        ("Report due March 20 at ~~9:00~~ 10:00", "2024-03-20T10:00"),
        ("The soft deadline is March 8 and the hard deadline is March 15.", "2024-03-15T23:59"),
        // A change by an amount or to a weekday counts from the date it moves, not from today.
        ("The deadline of 2 April has been extended by one week.", "2024-04-09T23:59"),
        ("Essay originally due Tuesday 12 March, postponed by two days to Thursday", "2024-03-14T23:59"),
        ("Report due Friday 15 March at 5pm, pushed back a week", "2024-03-22T17:00"),
        ("Extensions of up to 3 days may be granted for the 15 March deadline", "2024-03-15T23:59"),
        ("Project deadline: 28 April → 5 May", "2024-05-05T23:59"),
        // Words that say a date is the deadline no longer, or the one now in force.
        ("Due Thursday 21 March, 17:00 (not 19 March as announced earlier)", "2024-03-21T17:00"),
        ("If your deadline was Friday 8 March, you now have until Wednesday 13th", "2024-03-13T23:59"),
        ("~~Quiz due by 5pm on Friday, 8 March~~ Cancelled", nil),
        ("The deadline for all work due up to Friday 8 March is now Wednesday 20 March", "2024-03-20T23:59"),
        ("The deadline to drop was originally scheduled for Monday at midnight.", nil),
        ("The University has extended the withdrawal deadline to Thursday at midnight, the day online classes begin.",
         "2024-03-07T23:59"),
        // A schedule row: what was set, then when it is due, with its time.
        ("Lab 3  Mar 12  Mar 26, 5 p.m.", "2024-03-26T17:00"),
        ("| 2 | 11/03/2024 | 18/03/2024 |", "2024-03-18T23:59"),
        ("| 3 | 05/04/2024 | 12/04/2024 |", "2024-04-12T23:59"),
        ("Homework 4 | 5% | 18/03/2024 (Wk 3) | 24/03/2024, 23:55PM", "2024-03-24T23:55"),
        // What is asked of the student, not what is promised back.
        ("Please submit your reflection by March 8; feedback will be returned by March 22.", "2024-03-08T23:59"),
        // A past date told for context.
        ("You handed it in last Tuesday, February 27; the revision is due March 12.", "2024-03-12T23:59"),
        // Times as Europe and course handbooks write them.
        ("Report due 15 March at 16.30 CET", "2024-03-15T16:30"),
        ("Thesis due Friday 15 March 2024 no later than 16.00", "2024-03-15T16:00"),
        ("Essay deadline 16.00 on 15 March", "2024-03-15T16:00"),
        ("Deadline: 15 March, 16.00 hrs", "2024-03-15T16:00"),
        ("Portfolio due 15 March (12.00)", "2024-03-15T12:00"),
        ("Price list of 15 March (2.50)", "2024-03-15T23:59"),
        ("Essay due 15 March before 12noon", "2024-03-15T12:00"),
        ("Upload the slides on 15 March before 12:00 midnight", "2024-03-15T23:59"),
        ("Part 3: 9th June 2024", "2024-06-09T23:59"),
        // A numbered label's colon is no time's ("5: 12" is not 5:12).
        ("Quiz 5: 12 March 2024, Room B12", "2024-03-12T23:59"),
        ("Assignment 1: 15 March", "2024-03-15T23:59"),
        ("Exercise 4: 13.03. - 20.03.", "2024-03-20T23:59"),
        ("Sheet 5 due 20.03. 23:59", "2024-03-20T23:59"),
        ("| 6 | Parsing | R 1/9 | T 1/16 Dean's Date | Dropbox 6 |", "2025-01-16T23:59"),
        ("Use 1/16 inch margins", nil),
        ("Quiz 2: 14:00, 5 April", "2024-04-05T14:00"),
        // Day and month with a dot after each, as German-speaking pages write them.
        ("Deadline for the first sheet is 26.03. at 23:59", "2024-03-26T23:59"),
        ("Abgabe bis 5.4.", "2024-04-05T23:59"),
        ("See section 4.2. for the rules", nil),
        // A weekday named alone is the date of that weekday its line writes.
        ("Submit by noon on Monday of Week 9 (29 April)", "2024-04-29T12:00"),
        // A year-less day above 12 says the day comes first ("29/03"), as a full date's does.
        ("CA2: 40% – released 29/03, deadline 12/04 at 17.00", "2024-04-12T17:00"),
        ("Submit before 14:00 hrs on 02.04.2024", "2024-04-02T14:00"),
        ("Deadline: 16.04.2024, 12 Uhr", "2024-04-16T12:00"),
        // "the end of week 5" is a week of the course's calendar, not this one.
        ("Hand in by the end of week 5 (Friday 12 April)", "2024-04-12T23:59"),
        ("Thursday 14th March (Week 2) by 3:00pm", "2024-03-14T15:00"),
        // A semicolon parts a date from its own time, not a time from the next cell's date.
        ("Draft | 4 Mar 2024 (Monday); 0900hrs | 18 Mar 2024 (Monday); 1600hrs", "2024-03-18T16:00"),
        ("| 17.03.2024 | 20:00 | deadline 2 |", "2024-03-17T20:00"),
        // A price beside a date is no time.
        ("Paid 29.03.2024 10.50 EUR", "2024-03-29T23:59"),
        // A date that is no deadline.
        ("Mar. 18 Family Day (University closed)", nil),
        ("Tuesday, Mar 19 | No class. (Spring Recess)", nil),
        ("Thursday, March 21, 2024 at 12:30 pm lottery results posted.", nil),
        ("Teaching begins Monday 8th April 2024", nil),
        // Holidays and term events by their names in the seven regions' calendars.
        ("Good Friday, March 29", nil),
        ("| Labour Day | Monday 6 May 2024 |", nil),
        ("Diwali – Friday 1 November 2024", nil),
        ("Lectures resume Monday 8 April 2024", nil),
        ("Last day to register: Friday 8 March 2024", "2024-03-08T23:59"),
        ("| Tue | 12/03 | No Lab |", nil),
        ("The library systems will be shut down from 9 to 10 March for maintenance.", nil),
        // An exam is sat, not handed in, unless the line asks for something by its day.
        ("Midterm exam: Thursday 14 March, 10:00, Room 2", nil),
        ("Winter exams | 11/03/2024 - 22/03/2024", nil),
        ("Register for the exam by Friday 8 March", "2024-03-08T23:59"),
        // A weekly occasion and a term's new arrangement name no day to act by.
        ("We hold office hours every Thursday at 16:00", nil),
        ("Reading responses are due every Friday", "2024-03-08T23:59"),
        ("Starting on 11 March, office hours move to Room 4", nil),
        ("TA office hours will begin on Tuesday 5 March.", nil),
        ("| Mar 12 | Guest lecture: Ethics of AI |", nil),
        ("The project reading group will take place on Monday 11 March from 10:00 to 12:00.", nil),
        ("Monday, March 11 Holiday -- no classes -- classes rescheduled to Thursday, March 28", nil),
        ("Friday, March 15 Last day to apply to graduate at the spring convocation", "2024-03-15T23:59"),
        ("Second continuous assessment test: 11 March to 15 March", nil),
        ("The exam will be open from 9:00 Monday 11 March until 17:00 Friday 15 March.", "2024-03-15T17:00"),
        // A release or a promise told after the date.
        ("Thursday, March 14: HW4 out", nil),
        ("Thursday, March 21: HW4 due, HW5 out", "2024-03-21T23:59"),
        ("11 March: Will send you a message about the peer review", nil),
        ("All final papers must be submitted before 15 March. The reviews will be organized afterwards.", "2024-03-15T23:59"),
        ("Lab instructions will appear before 11 March.", nil),
        ("Grades for Lab 1 will be posted by class time; see my email dated 2024-03-06.", nil),
        // The staff's deadlines are not the student's.
        ("Faculty deadline for entering grade changes: 22 March", nil),
        ("Last day for internal examiners to enter marks | 22 March", nil),
        ("Please return the form to the laboratory staff before 22 March.", "2024-03-22T23:59"),
        ("All confirmed marks will be published via the portal by Friday 22nd March.", nil),
        ("An interim report is given to the supervisor by Friday 22 March.", "2024-03-22T23:59"),
        ("Earlier, the last date for the submission of essays was March 8.", nil),
        ("In-person workshop days: W12 - 18.03.2024, W13 - 25.03.2024", nil),
        ("Tuesday 12th March 2024: First teaching day of the spring term", nil),
        ("| 25/03/2024 | Topic modelling | Review meetings (8.00 - 12:00) |", nil),
        // "23h59" after a date is its time, not a range's end day; a cell's "1p" is no 1 p.m.
        ("Exercises 3-4 | 20.03.2024 - 23h59 CET | Moodle", "2024-03-20T23:59"),
        ("#5 Web shop | 11/03 | 25/03 | 1p", "2024-03-25T23:59"),
        // After a weekday, "3/8" is a date, not a fraction.
        ("Sign up by Fri 3/8 so we can plan the teams", "2024-03-08T23:59"),
        // A promise made to the student, even when it is the only date on the line.
        ("Notification of acceptance will be sent by June 15, 2024 at the latest.", nil),
        ("Grades are released on Friday, March 22.", nil),
        ("The coordinator will review your request and respond by Friday 15 March.", nil),
        ("Accepted students will receive an email confirmation on 20 March.", nil),
        // A date told for context, and a handout's release.
        ("NOTE: the syllabus has changed (as of March 5, 2024).", nil),
        ("| Week 9 | Out: Assignment 2, Mar 13 |", nil),
        ("HW 3 out Mar 13, due Mar 20", "2024-03-20T23:59"),
        ("Fill out the survey by Mar 13", "2024-03-13T23:59"),
        ("Can you help out tonight with the guests?", "2024-03-04T23:59"),
        // "The start of class" is a moment, not a start date.
        ("The essay must be complete by the start of class on Thursday, March 14.", "2024-03-14T23:59"),
        // A handbook row: the course stands between the date and its time.
        ("5 Wednesday 27 March CSE5301 Neurofuzzy computing (A Smith) Assignment 1 12 noon assignment box", "2024-03-27T12:00"),
        ("Essay due March 14. Office hours 2 pm.", "2024-03-14T23:59"),
        // Classes held, the term's end, the campus shut, staff at work, a cause: no day to act by.
        ("Tutorial 4 meets on 12 March in room 2.14", nil),
        ("Lecture 9 (March 19): graph search", nil),
        ("Guest seminar Thursday 14 March, 4pm", nil),
        ("Read chapter 5 before the lecture on 12 March", nil),
        ("Sign up for one of the seminars until 15 March", "2024-03-15T23:59"),
        ("Lab 4 (March 12): bring your circuit", "2024-03-12T23:59"),
        ("The spring term ends Friday 22 March", nil),
        ("Should the campus close on 11 March, the quiz moves to the next class", nil),
        ("The quiz window ends Sunday 17 March at 23:00", "2024-03-17T23:00"),
        ("Markers will return the scripts by 20 March", nil),
        ("Tutors will grade the essays by 29 March", nil),
        ("Email your tutor for comments | 15 March |", "2024-03-15T23:59"),
        ("Class is cancelled on 13 March due to strike action", nil),
        ("Lab report due to the office on 13 March", "2024-03-13T23:59"),
        ("The final is on Monday 18 March, 9:00-11:00", nil),
        ("Final report due Monday 18 March", "2024-03-18T23:59"),
        ("Worksheet 3 due before class starts on Tuesday 12 March", "2024-03-12T23:59"),
        ("Solutions available from 20 March", nil),
        ("Enrolment for the retake is possible from 11 March", nil),
        ("The portal is open 11 March - 15 March for uploads", "2024-03-15T23:59"),
        ("First day of class: Tuesday 12 March", nil),
        ("(rev. March 6, 2024)", nil),
        ("Accept or decline your placement offer by 22 March", "2024-03-22T23:59"),
        ("Osterferien: 25. März bis 5. April", nil),
        ("Quiz 2 becomes available Monday 11 March", nil),
        ("As announced on 6 March, the groups are final", nil),
        ("Revision session: Sunday 17 March, 2 pm, room 4", nil),
        ("Last day of lectures: Friday 22 March", nil),
        ("The syllabus was last revised on 1 March 2024", nil),
        // A hand-in done is told for context; "submit by" asks as surely as "due" beside a promise.
        ("You handed in the draft on 11 March; the final essay is due 25 March", "2024-03-25T23:59"),
        ("We submitted the form on 5 March, and the report is due 19 March", "2024-03-19T23:59"),
        ("Submit by 15 March. Grades will be posted on 5 April.", "2024-03-15T23:59"),
        // A clause after a semicolon still tells of its line's one date; a full stop ends it.
        ("Due | Wednesday, March 13, 2024; submission window from 8:00 a.m. to 5:00 p.m.", "2024-03-13T17:00"),
        // A coursework table's set, due and feedback dates, weeks apart: the middle one.
        ("Essay 1 (20%) | Mon Mar 4 2024 | Fri Mar 22 2024 | Fri Apr 19 2024", "2024-03-22T23:59"),
        // ... but a week's lecture and lab, then the due date, is the later column's.
        ("4 | 05-03-2024 | Sampling | 07-03-2024 | Bootstrap lab | Mar 29", "2024-03-29T23:59"),
        // A cue after a date in its own cell is that date's, not the next cell's.
        ("Lab report | Mon Mar 4 2024 | Fri Mar 22 2024 hand in via Moodle | Fri Apr 26 2024", "2024-03-22T23:59"),
        ("Poster | Mar 5 | Due | Mar 19", "2024-03-19T23:59"),
        // Released, due, then demo days sharing a cell.
        ("Project 1 | 4% | Mon, Mar 4 | Fri, Mar 22 | Mon Mar 25 / Wed Mar 27 | schema + queries", "2024-03-22T23:59"),
]
