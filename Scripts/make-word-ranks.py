#!/usr/bin/env python3
"""Writes Sources/ReadoutLanguage/Resources/word-ranks.txt: the 30,000 most frequent English
words of PyPI's wordfreq (3.1.1, "large" list), most frequent first, letters only, one per line.
A word's difficulty rank is its line number. Run in a virtualenv with `pip install wordfreq==3.1.1`.

wordfreq's code is Apache-2.0; its frequency data is CC BY-SA 4.0 (Robyn Speer and contributors;
sources listed in wordfreq's README). The About page credits it.
"""
import os, re, wordfreq

COUNT = 30_000
words, seen = [], set()
for word in wordfreq.top_n_list('en', 60_000, wordlist='large'):
    if re.fullmatch(r"[a-z]+", word) and word not in seen:
        seen.add(word)
        words.append(word)
    if len(words) == COUNT:
        break
out = os.path.join(os.path.dirname(__file__), '..', 'Sources', 'ReadoutLanguage', 'Resources', 'word-ranks.txt')
os.makedirs(os.path.dirname(out), exist_ok=True)
with open(out, 'w') as f:
    f.write('\n'.join(words) + '\n')
print(f'{len(words)} words -> {out}')
