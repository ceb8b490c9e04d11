"""The anchor for Vocabulary's extractor in `make bench`: NLTK's WordNet reader on the same
Debian WordNet files (/usr/share/wordnet) with its morphy lemmatiser, tokenising the same page,
dropping NLTK-style stop words and keeping words WordNet knows, with a first-sense definition,
timed like `readout bench vocab`; with a photo, the tesseract command + the same extraction on it.
Prints JSON lines for report.py."""
import json
import re
import statistics
import subprocess
import sys
import time

import os
import shutil
import tempfile

import nltk
from nltk.corpus.reader.wordnet import WordNetCorpusReader

# NLTK wants WordNet's `lexnames` file, which Debian's wordnet-base leaves out, and reads only
# under its data paths (no symbolic links out): a temporary copy of Debian's files, plus the list.
LEXNAMES = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
            "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
            "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
            "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
            "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
            "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl").split()
root = tempfile.mkdtemp()
for name in os.listdir("/usr/share/wordnet"):
    shutil.copy(os.path.join("/usr/share/wordnet", name), root)
with open(os.path.join(root, "lexnames"), "w") as f:
    kinds = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}
    f.writelines(f"{i:02d}\t{name}\t{kinds[name.split('.')[0]]}\n" for i, name in enumerate(LEXNAMES))
nltk.data.path.append(root)


class DebianWordNet(WordNetCorpusReader):
    """Debian's files lack the version line NLTK looks for; they are WordNet 3.0, so no mapping."""

    def map_wn(self, version="wordnet"):
        return None

page_path = sys.argv[1]
photo = sys.argv[2] if len(sys.argv) > 2 else None
runs = 20
photo_runs = 3
text = open(page_path, encoding="utf-8").read()

started = time.perf_counter()
wordnet = DebianWordNet(root, None)
wordnet.synsets("dog")  # the reader loads its index lazily: the first lookup is part of loading
load = (time.perf_counter() - started) * 1000

STOP = set("a an the and or but if of to in on at by for with from as is are was were be been being have has had do does did "
           "i you he she it we they me him her us them my your his its our their this that these those not no".split())


def extract(page):
    seen, words = set(), []
    for token in re.findall(r"[A-Za-z][A-Za-z'-]*", re.sub(r"-\n", "", page)):
        word = token.lower()
        if len(word) < 2 or word in STOP:
            continue
        lemma = next((wordnet.morphy(word, pos) for pos in "nvar" if wordnet.morphy(word, pos)), None)
        if lemma and lemma not in seen:
            seen.add(lemma)
            synsets = wordnet.synsets(lemma)
            words.append((lemma, synsets[0].definition() if synsets else None))
    return words


extract(text)
times = []
for _ in range(runs):
    started = time.perf_counter()
    found = extract(text)
    times.append((time.perf_counter() - started) * 1000)
print(json.dumps({"library": "nltk", "op": "vocabulary-text", "words": len(text.split()),
                  "milliseconds": round(statistics.median(times), 2), "found": len(found), "loadMilliseconds": round(load, 1)}))

if photo:
    times = []
    for _ in range(photo_runs):
        started = time.perf_counter()
        recognised = subprocess.run(["tesseract", photo, "stdout"], capture_output=True, text=True, check=True).stdout
        found = extract(recognised)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    print(json.dumps({"library": "tesseract+nltk", "op": "vocabulary-photo", "runs": len(times),
                      "p50": round(times[len(times) // 2], 1), "max": round(times[-1], 1), "found": len(found)}))
