/// Lines of the due-date table (`DueDateExtractorTests`, reference Monday 4 March 2024) in German,
/// French, Polish, Spanish, Portuguese, Italian, Dutch and Norwegian: their month and weekday
/// names, deadline words, times and the lines that name no deadline. Written for the table, not copied from any page.
let dueDateLinesEurope: [(String, String?)] = [
    // German.
    ("Abgabe: 15. März 2024", "2024-03-15T23:59"),
    ("Abgabe bis 15.03. um 12:00 Uhr", "2024-03-15T12:00"),
    ("Abgabe der Hausarbeit bis Freitag, 22. März, 12 Uhr", "2024-03-22T12:00"),
    ("Ausgabe: 11.03., Abgabe: 25.03.", "2024-03-25T23:59"),
    ("Anmeldefrist: 20. Maerz 2024", "2024-03-20T23:59"),
    ("Einsendeschluss ist der 1. April 2024, 18.00 Uhr", "2024-04-01T18:00"),
    ("Die Aufgaben sind ab 11. März verfügbar und bis 18. März abzugeben", "2024-03-18T23:59"),
    ("Hausarbeiten sind spätestens am 2. Mai einzureichen", "2024-05-02T23:59"),
    ("Vorlesung am Dienstag, 12. März", nil),
    ("Klausur am 28. März um 10 Uhr", nil),
    ("Osterferien vom 25. März bis 5. April", nil),
    // French.
    ("Devoir à rendre avant le 15 mars à 18h", "2024-03-15T18:00"),
    ("Date limite de remise : vendredi 22 mars 2024, 23h30", "2024-03-22T23:30"),
    ("Rapport à rendre le 1er avril", "2024-04-01T23:59"),
    ("Projet : dépôt sur Moodle au plus tard le 5 avril à midi", "2024-04-05T12:00"),
    ("Le sujet est publié le 11 mars ; rendu le 25 mars", "2024-03-25T23:59"),
    ("Inscription aux examens jusqu'au 29 fevrier", "2028-02-29T23:59"),
    ("Vacances de printemps du 13 au 28 avril", nil),
    ("Examen final le 10 juin à 9h", nil),
    ("Cours annulé le jeudi 7 mars", nil),
    // Polish, with and without its diacritics.
    ("Termin oddania projektu: 15 marca 2024", "2024-03-15T23:59"),
    ("Sprawozdanie należy przesłać do 22 marca do godz. 12:00", "2024-03-22T12:00"),
    ("Zadanie 2: oddać do piątku, 8 marca", "2024-03-08T23:59"),
    ("Prace przyjmowane do 10.04.2024 do północy", "2024-04-10T23:59"),
    ("Termin oddania: 3 pazdziernika, godz. 9", "2024-10-03T09:00"),
    ("Zadania należy oddać w środę", "2024-03-06T23:59"),
    // A month in Roman numerals, with its year ("Part 3 I" alone is no date).
    ("Termin: 15 IV 2024 r.", "2024-04-15T23:59"),
    ("Oddanie referatu do 22.III.2024", "2024-03-22T23:59"),
    ("Read part 3 I think", nil),
    ("Kolokwium odbędzie się 20 marca o godz. 10.15", nil),
    ("Wykład 5: 12 marca", nil),
    ("Ferie wiosenne od 28 marca do 2 kwietnia", nil),
    // Spanish, Portuguese, Italian, Dutch and Norwegian: "de" between day, month and year, a
    // range closed by "al", a syllabus's capitals.
    ("Entrega: 30 de abril de 2024", "2024-04-30T23:59"),
    ("Fecha límite de entrega: viernes 22 de marzo, 23:59", "2024-03-22T23:59"),
    // "domingo" before a date is its Sunday (yesterday's, not next year's 3 March); a weekday
    // that fits only a year and more ahead is a slip, not that year (2025's 2 December).
    ("Entrega: domingo 3 de marzo", "2024-03-03T23:59"),
    ("Fecha de entrega: martes 2 de diciembre", "2024-12-02T23:59"),
    ("Solicitud de inscripción para defensa: 9 al 15 de abril", "2024-04-15T23:59"),
    ("Fecha de entrega final del TFG: 30 ENERO", "2025-01-30T23:59"),
    ("Examen final el 10 de junio a las 9:00", nil),
    ("Vacaciones del 25 de marzo al 5 de abril", nil),
    ("Prazo de entrega do relatório: 15 de março de 2024", "2024-03-15T23:59"),
    ("Scadenza: 12 aprile 2024", "2024-04-12T23:59"),
    ("Esame il 20 maggio", nil),
    ("Ricordarsi di iscriversi all'esame entro il 20/05/2024, sul Portale della Didattica", "2024-05-20T23:59"),
    ("Inleveren uiterlijk 3 april 17:00", "2024-04-03T17:00"),
    ("Tentamen op 10 juni", nil),
    ("Innlevering av oppgave: fredag 15. mars", "2024-03-15T23:59"),
    // "kl" (klokken, klockan) before the hour joins it to the date.
    ("Arbeidskrav 1.1 | 27.02.2024 kl 08.00 | Skriftlig innlevering (canvas)", "2024-02-27T08:00"),
    ("Inlämning 15 mars kl 17:00", "2024-03-15T17:00"),
]
