/// Lines of the due-date table (`DueDateExtractorTests`, reference Monday 4 March 2024): the rows of
/// academic calendars and schedules, made up after the kinds the seventh and eighth dev sets
/// showed missed.
let dueDateLinesCalendars: [(String, String?)] = [
        // A schedule's set and due columns, the order settled by the date that reads one way.
        ("3/27 | 4/1 | Problems 2, 4, 9", "2024-04-01T23:59"),
        ("Essay 2 | 3/28/2024 | 4/2/2024 | Notes", "2024-04-02T23:59"),
        // A weekday in the next cell, or in brackets after the term's week, picks the reading.
        ("12-04-2024 | Friday | Last day to register for resits", "2024-04-12T23:59"),
        ("Register your team by 11 Mar (Week 2 Mon) 2pm.", "2024-03-11T14:00"),
        ("Groups will be announced by 15 Mar (Week 3 Fri) 5pm.", nil),
        // A weekday and a day of the month before a calendar's cell.
        ("Friday 15 | Deadline to drop a course", "2024-03-15T23:59"),
        ("Results for quiz 2 are out. File remark requests no later than the 8th, please.", "2024-03-08T23:59"),
        // A time in brackets is an aside; noon as "12nn".
        ("Mar 22 | Final copy of the thesis by 3:00 pm (Summer 12 noon) | Graduate School", "2024-03-22T15:00"),
        // Brackets that hold only the time give it to the line's date (the eleventh set's).
        ("Wed Mar 6: CS 341 Assignment 2 (5 pm)", "2024-03-06T17:00"),
        ("Poster due 12 Mar, 10am-12nn", "2024-03-12T12:00"),
        ("| Reading journal | March 20, 2024 (by start of class) |", "2024-03-20T23:59"),
        // Days that ask nothing of the student.
        ("Apr 26 | Last Day of Classes", nil),
        ("March 28th: Last day of courses for First Term, except methods courses.", nil),
        ("Final grades due for graduating students Monday, May 6, 2024", nil),
        ("15-05-2024 | Wednesday | Announcement of Grades", nil),
        ("Mid-sem: 21/3 (Thursday)", nil),
        ("End-sem: 6/5", nil),
        ("Final class: 25th April 2024", nil),
        ("Monday Mar 11 : First Class", nil),
        ("| 03/14 | Lab Exam 2 (in the lab) |", nil),
        ("The first exercise sessions will therefore be on March 12th (in class).", nil),
        ("11 Mar | Course introduction | Lab session to install the tools", nil),
        ("Project presentations 4/8-4/12", nil),
        ("April 12, 2024 | Winter term ends (classes follow Monday schedule).", nil),
        ("Mar 18 & Mar 20 | §5.1 | Spring Break: no homework due.", nil),
        // The eighth set's: a weekday with its time restated as a date after a dash.
        ("Report 2 due (Friday 5pm - 15th March)", "2024-03-15T17:00"),
        ("Portfolio due (Wednesday noon - 20 March)", "2024-03-20T12:00"),
        // A schedule's due column answered "none", feedback given, a meeting counted.
        ("Problem set due Friday, March 8th: NONE (reading week)", nil),
        ("Homework due Monday, March 11: none.", nil),
        ("Homework due Friday, March 8: none of the late work will be accepted", "2024-03-08T23:59"),
        ("Feedback, part 2 | 12th March 2024 (in class)", nil),
        ("Thursday Mar 14: Sixth Class (bring your laptop)", nil),
        // Work the student posts where the class discusses is handed in.
        ("Friday, March 15, 2024 | Reading response, posted to the course forum", "2024-03-15T23:59"),
        ("Friday, March 15, 2024 | Reading list posted on the course page", nil),
        // The ninth set's: a notice's date in brackets before its text and its other date.
        ("(01/03/2024) The group meeting will take place on Friday 15 March at 14:45 in room 4.", nil),
        ("(15/3/2024) Hand in exercise 3.", "2024-03-15T23:59"),
        // Terms, study days, students returning, a lockdown, a service at risk, a discussion held.
        ("Hilary Term - Sunday 10th March - Saturday 4th May 2024", nil),
        ("March 12-14 Study Days (Upper Years)", nil),
        ("Continuing students will return to campus on Monday, March 18.", nil),
        ("Return the signed form to the school office by Monday, March 18.", "2024-03-18T23:59"),
        ("The lockdown which was to end on 14 March has been extended till 3 April.", nil),
        ("Moodle will be 'at risk' between 6:00pm and 7:30pm on Friday 15 March 2024.", nil),
        ("| Tue 12.03.2024 | 4pm-7pm | EX1 online discussion (1/3 of grade) |", nil),
        ("The first meeting will be in LH-3 on Monday, March 11, 2024.", nil),
        ("March 22 | Last day for grade submission", nil),
        ("| 13/03 | 10:00-12:00 | Lab (Assignment 2 handout) | exercises |", nil),
        ("Round One offers will issue on Thursday, 14 March at 2pm.", nil),
        // Asked of the student, not promised; a change in force.
        ("Your application must be emailed by midnight (GMT) Friday 15 March 2024.", "2024-03-15T23:59"),
        ("Work due on 14 March will now be required by 21 March.", "2024-03-21T23:59"),
        // A year-less date half a year ahead read one way, five weeks the other.
        ("Lab 2: due 11/3 11.59pm.", "2024-03-11T23:59"),
        // An extension offered on request is no new deadline.
        ("Essay: due Mar 12, extension to Mar 15 available on request", "2024-03-12T23:59"),
        ("Essay: due Mar 12, extended to Mar 15", "2024-03-15T23:59"),
        // Staff deadlines: grades a few words before "due", a reminder to all staff, a project expert.
        ("March 15 | Midterm Grades and Midterm Notifications due by 5 p.m.", nil),
        ("15-Mar-2024 Submission of CIA Marks", nil),
        ("Last Date of End Semester Grades Submission | March 27, 2024 (Wednesday)", nil),
        ("A reminder to all academic staff that unit guides should be loaded by 9am Monday 11 March.", nil),
        ("Please return the kit to the lab staff by Monday 11 March.", "2024-03-11T23:59"),
        // A form's field named "Staff" says who served: a receipt's date stands (SROIE dev testing_333).
        ("Staff: AISHAH Date: 25/03/2024", "2024-03-25T23:59"),
        ("15.03.24 | Notenvorschlag | Projekt-Expert/in | Lehrgangsleitung", nil),
        ("25.03.24 | Mitteilung der Noten mit Feedback | Projekt-Experte/in | Studierende", nil),
        ("22.03.2024 r. – godz. 14:00 Ostateczny termin wprowadzania ocen w USOS", nil),
        // Term ends and sports days in French and Polish.
        ("Samedi 16 mars à 13h – Fin du 1er semestre", nil),
        ("15.03.2024 Dzień Sportu", nil),
        // The tenth set's: a schedule row that gives its day a topic and asks for no work is a
        // class held; an assessment table's row, a range or a due word keeps its date.
        ("| W2 | 2 | Wed 2024-03-13 | Introduction Course documents First steps with Processing |", nil),
        ("| Mar 12 / Week 2 | What is Research? | |", nil),
        ("| 2 | Shell scripting | Pass/fail | Automatic | Individually | March 15 |", "2024-03-15T23:59"),
        ("| Mar 13 | Sorting algorithms | Homework 2 due |", "2024-03-13T23:59"),
        ("| Registration of returning students | March 11th – March 15th, 2024 |", "2024-03-15T23:59"),
        // A receipt's line read with bars has numbers besides its date: no topic row.
        ("| 17-03-24 | Cashier Ahmad Kassim | Total 12.50 |", "2024-03-17T23:59"),
        ("Tuesday, 12 Mar 24 | Reading Days", nil),
        ("Midterm Exam 1 (Closed Book) - 15% - 14 March in class", nil),
]
