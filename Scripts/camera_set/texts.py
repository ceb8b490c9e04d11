"""The texts of the set (public domain or invented), how each page is laid out, and the seeds of
the dev and report parts."""

# A text: page size (px at ~150 dpi), body font and size, columns, then blocks:
# ("title", text) ("heading", text) ("para", text) ("list", [items]) ("rows", [(left, right)])
# ("center", text) ("line", text) ("gap",)
TEXTS = {
    "D1-book": dict(size=(1240, 1650), font="c059", pt=30, columns=1, blocks=[
        ("center", "A TALE OF TWO CITIES"), ("heading", "CHAPTER I. The Period"),
        ("para", "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
                 "foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of "
                 "Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, "
                 "we had everything before us, we had nothing before us, we were all going direct to Heaven, we "
                 "were all going direct the other way."),
        ("para", "There were a king with a large jaw and a queen with a plain face, on the throne of England; there "
                 "were a king with a large jaw and a queen with a fair face, on the throne of France.")]),
    "D2-columns": dict(size=(1650, 1240), font="liberation-sans", pt=24, columns=2, blocks=[
        ("title", "On the Variation of Species"),
        ("para", "When we look to the individuals of the same variety or sub-variety of our older cultivated plants "
                 "and animals, one of the first points which strikes us is, that they generally differ more from "
                 "each other than do the individuals of any one species or variety in a state of nature."),
        ("para", "When we reflect on the vast diversity of the plants and animals which have been cultivated, and "
                 "which have varied during all ages under the most different climates and treatment, I think we "
                 "are driven to conclude that this great variability is simply due to our domestic productions "
                 "having been raised under conditions of life not so uniform as, and somewhat different from, "
                 "those to which the parent species have been exposed under nature.")]),
    "D3-list": dict(size=(1240, 1650), font="nimbus-sans", pt=30, columns=1, blocks=[
        ("title", "Moving Day Checklist"),
        ("list", ["1. Book the van for Saturday at 8:00", "2. Label every box by room",
                  "3. Pack the kitchen last", "4. Read the gas and water meters",
                  "5. Return the keys to the agent", "6. Forward the post for 12 months",
                  "7. Tell the bank and the doctor", "8. Water the plants on Friday"]),
        ("para", "Questions? Call Sam on 01632 960 412 before 6 pm.")]),
    "D4-receipt": dict(size=(760, 1500), font="dejavu-mono", pt=26, columns=1, blocks=[
        ("center", "CORNER GROCERY"), ("center", "14 Mill Road, Leeds"), ("center", "Tel 01632 960 118"),
        ("gap",), ("line", "Date 03/11/2026 14:22"), ("gap",),
        ("rows", [("Bread", "1.45"), ("Milk 2L", "1.30"), ("Eggs x12", "3.10"), ("Apples", "2.25"),
                  ("Coffee", "4.99"), ("Butter", "2.05")]),
        ("gap",), ("rows", [("TOTAL", "15.14"), ("CARD", "15.14")]), ("gap",),
        ("center", "Thank you for shopping")]),
    "D5-worksheet": dict(size=(1240, 1650), font="liberation-serif", pt=30, columns=1, blocks=[
        ("title", "Biology 101 Worksheet 4"), ("line", "Name: ______________  Class: 7B"),
        ("line", "Due: Friday, March 20, 2026 at 5:00 PM"), ("gap",),
        ("list", ["1. Name the parts of a flower and say what each part does.",
                  "2. Why do leaves change colour in autumn?",
                  "3. Draw a plant cell and label the nucleus.",
                  "4. Explain how water moves from the roots to the leaves."]),
        ("para", "Hand in your answers on paper. Late work loses ten points a day.")]),
    "D6-letter": dict(size=(1240, 1650), font="p052", pt=34, columns=1, blocks=[
        ("para", "Four score and seven years ago our fathers brought forth on this continent, a new nation, "
                 "conceived in Liberty, and dedicated to the proposition that all men are created equal."),
        ("para", "Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived "
                 "and so dedicated, can long endure. We are met on a great battle-field of that war.")]),
    "R1-book": dict(size=(1240, 1650), font="nimbus-roman", pt=30, columns=1, blocks=[
        ("center", "MOBY-DICK"), ("heading", "CHAPTER 1. Loomings."),
        ("para", "Call me Ishmael. Some years ago, never mind how long precisely, having little or no money in my "
                 "purse, and nothing particular to interest me on shore, I thought I would sail about a little and "
                 "see the watery part of the world. It is a way I have of driving off the spleen and regulating "
                 "the circulation."),
        ("para", "Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in "
                 "my soul, then, I account it high time to get to sea as soon as I can.")]),
    "R2-columns": dict(size=(1650, 1240), font="dejavu-serif", pt=22, columns=2, blocks=[
        ("title", "Where I Lived, and What I Lived For"),
        ("para", "I went to the woods because I wished to live deliberately, to front only the essential facts of "
                 "life, and see if I could not learn what it had to teach, and not, when I came to die, discover "
                 "that I had not lived. I did not wish to live what was not life, living is so dear."),
        ("para", "Our life is frittered away by detail. An honest man has hardly need to count more than his ten "
                 "fingers, or in extreme cases he may add his ten toes, and lump the rest. Simplicity, simplicity, "
                 "simplicity! I say, let your affairs be as two or three, and not a hundred or a thousand.")]),
    "R3-recipe": dict(size=(1240, 1650), font="gothic", pt=30, columns=1, blocks=[
        ("title", "Lentil Soup for Four"),
        ("list", ["1. Rinse 250 g of red lentils.", "2. Fry one onion and two carrots in oil.",
                  "3. Add the lentils and 1.2 litres of stock.", "4. Simmer for 25 minutes, stirring now and then.",
                  "5. Season with cumin, salt and lemon.", "6. Blend half and serve hot."]),
        ("para", "Keeps for three days in the fridge.")]),
    "R4-receipt": dict(size=(760, 1500), font="liberation-mono", pt=26, columns=1, blocks=[
        ("center", "HARBOUR HARDWARE"), ("center", "2 Quay Street, Hull"), ("center", "VAT 123 4567 89"),
        ("gap",), ("line", "Date 19/10/2026 09:05"), ("gap",),
        ("rows", [("Screws 4x40", "3.49"), ("Wall plugs", "1.99"), ("Sandpaper", "2.50"), ("Paint 1L", "12.00"),
                  ("Brush 50mm", "4.25")]),
        ("gap",), ("rows", [("TOTAL", "24.23"), ("CASH", "30.00"), ("CHANGE", "5.77")]), ("gap",),
        ("center", "Keep this receipt")]),
    "R5-worksheet": dict(size=(1240, 1650), font="bookman", pt=28, columns=1, blocks=[
        ("title", "History Homework: The Railways"), ("line", "Set: 2 November 2026"),
        ("line", "Due: Monday 16 November 2026, 9 am"), ("gap",),
        ("list", ["a) When did the first public railway open?",
                  "b) Give two ways railways changed farming.",
                  "c) Why did towns want a station?",
                  "d) Write half a page on a journey in 1850."]),
        ("para", "Use at least two sources and list them at the end.")]),
    "R6-notice": dict(size=(1240, 1650), font="liberation-sans", pt=32, columns=1, blocks=[
        ("title", "NOTICE TO RESIDENTS"),
        ("para", "We the People of the United States, in Order to form a more perfect Union, establish Justice, "
                 "insure domestic Tranquility, provide for the common defence, promote the general Welfare, and "
                 "secure the Blessings of Liberty to ourselves and our Posterity."),
        ("para", "The water supply will be off on Tuesday from 10:00 to 14:00 while pipes are replaced.")]),
}

DEV_SEEDS = [1, 2, 3]
REPORT_SEEDS = [101, 102, 103]
