"""The public-domain texts quoted in the gallery (Austen, the Declaration, Carroll, Sonnet 18)."""

# ---------------------------------------------------------------------------
# Texts
# ---------------------------------------------------------------------------

AUSTEN = [
    "It is a truth universally acknowledged, that a single man in possession of a "
    "good fortune, must be in want of a wife.",
    "However little known the feelings or views of such a man may be on his first "
    "entering a neighbourhood, this truth is so well fixed in the minds of the "
    "surrounding families, that he is considered the rightful property of some one "
    "or other of their daughters.",
    "\u201cMy dear Mr. Bennet,\u201d said his lady to him one day, \u201chave you heard "
    "that Netherfield Park is let at last?\u201d",
    "Mr. Bennet replied that he had not.",
    "\u201cBut it is,\u201d returned she; \u201cfor Mrs. Long has just been here, and she "
    "told me all about it.\u201d",
    "Mr. Bennet made no answer.",
    "\u201cDo you not want to know who has taken it?\u201d cried his wife impatiently.",
]

DECLARATION = (
    "We hold these truths to be self-evident, that all men are created equal, that "
    "they are endowed by their Creator with certain unalienable Rights, that among "
    "these are Life, Liberty and the pursuit of Happiness. That to secure these rights, "
    "Governments are instituted among Men, deriving their just powers from the consent "
    "of the governed."
)

CARROLL = [
    "Twinkle, twinkle, little bat!",
    "How I wonder what you're at!",
    "Up above the world you fly,",
    "Like a tea-tray in the sky.",
]

SONNET18 = [
    "Shall I compare thee to a summer's day?",
    "Thou art more lovely and more temperate:",
    "Rough winds do shake the darling buds of May,",
    "And summer's lease hath all too short a date;",
]
