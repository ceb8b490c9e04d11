#!/usr/bin/env python3
"""Development corpora for the due-date extractor (never the chrono test set, which is report only).

Turns another parser's English test cases into `text<TAB>reference<TAB>expected<TAB>note` lines
and scores `readout dates --json` on them, printing each miss:

    Scripts/dev-date-corpora.py natty   NATTY_CHECKOUT     [--readout .build/release/readout]
    Scripts/dev-date-corpora.py ctparse CTPARSE_CHECKOUT
    Scripts/dev-date-corpora.py duckling DUCKLING_CHECKOUT
    Scripts/dev-date-corpora.py recognizers RECOGNIZERS_TEXT_CHECKOUT
    Scripts/dev-date-corpora.py chronic CHRONIC_CHECKOUT

NATTY_CHECKOUT is a checkout of github.com/joestelmach/natty (Apache-2.0): its DateTest and
DateTimeTest cases (a year-less date where Natty used "this year" may land in either year).
CTPARSE_CHECKOUT is github.com/comtravo/ctparse (MIT): `ctparse/time/corpus.py`, English phrases
only (German ones are left out by their words), dates with a day, ranges scored by their end.
DUCKLING_CHECKOUT is github.com/facebook/duckling (BSD): `Duckling/Time/EN/Corpus.hs`, the dates
and times with a day or finer grain (reference Tuesday 2013-02-12), intervals by their last day,
hour or minute (Duckling's ends are exclusive), and its texts with no date; holidays, weeks,
months and years alone are left out.
RECOGNIZERS_TEXT_CHECKOUT is github.com/microsoft/Recognizers-Text (MIT):
`Specs/DateTime/English/DateTimeModel.json`, sentences with one date, time or range of days or
hours (the future reading of a year-less one, a range by its end) and sentences with none.
CHRONIC_CHECKOUT is github.com/mojombo/chronic (MIT): `test/test_parsing.rb`, the cases parsed
against its "now" (Wednesday 2006-08-16) with no other option; Chronic answers a day with its
noon, so 12:00 is compared as the day alone.
Many misses are the other parser's conventions (a month alone is its 1st, "this evening" 19:00).
"""
import argparse, json, re, subprocess, sys
from pathlib import Path


def natty(root):
    rows = []
    for name in ['DateTest.java', 'DateTimeTest.java']:
        ref = '2011-02-28'
        for line in (Path(root) / 'src/test/java/com/joestelmach/natty' / name).read_text().splitlines():
            m = re.search(r'parse\("(\d+)/(\d+)/(\d+)', line)
            if m:
                month, day, year = map(int, m.groups())
                ref = f'{year + 2000 if year < 100 else year:04d}-{month:02d}-{day:02d}'
                continue
            m = re.search(r'validateDate(Time)?\((reference, )?"((?:[^"\\]|\\.)*)",\s*(.*)\);', line)
            if not m:
                continue
            has_time, has_ref, text, rest = m.groups()
            args = [a.strip() for a in rest.split(',')]
            try:
                month, day, year = [2011 if 'Calendar' in a else int(a) for a in args[:3]]
            except ValueError:
                continue
            expected = f'{year:04d}-{month:02d}-{day:02d}'
            if has_time:
                expected += f'T{int(args[3]):02d}:{int(args[4]):02d}'
            rows.append((text, ref if has_ref else '2011-02-28', expected, 'anyyear' if 'Calendar' in rest else ''))
    return rows


GERMAN = set('''morgen heute jetzt genau gerade eben gestern vorgestern ende des monats jahres montag dienstag
mittwoch donnerstag freitag samstag sonntag januar februar märz mai juni juli oktober dezember dez am um uhr
diesen diese dieser nächsten nächste nächster kommenden kommende bis ab vom zum zur gegen nach mittag mittags
abend abends früh nacht vormittag nachmittag anfang mitte der die das den dem im ein eine einer einem in und
oder von zwischen woche wochen tag tage tagen monat jahr halb viertel vor mo di mi do fr sa so mit abflug
ankunft rückflug hinflug spätestens frühestens ca etwa'''.split())


def ctparse(root):
    sys.path.insert(0, str(Path(root)))
    from ctparse.time.corpus import corpus
    rows = []
    for expected, ref, texts in corpus:
        m = re.match(r'Time\[\]\{(\S+) (\S+) \(\S+/\S+\)\}', expected) \
            or re.match(r'Interval\[\]\{.*? - (\S+) (\S+) \(\S+/\S+\)\}', expected)
        if not m or 'X' in m.group(1):
            continue
        value = m.group(1) + ('' if 'X' in m.group(2) else 'T' + m.group(2))
        for text in texts:
            words = re.findall(r'[a-zäöüß]+', text.lower())
            if re.search('[äöüß]', text.lower()) or any(w in GERMAN or re.search('(tag|morgen|nacht|mittag|abend)s?$', w) for w in words):
                continue
            rows.append((text, ref[:10], value, ''))
    return rows


DUCKLING_GRAINS = {'Day': 'day', 'Hour': 'hour', 'Minute': 'minute', 'Second': 'minute'}


def duckling(root):
    from datetime import datetime, timedelta
    source = (Path(root) / 'Duckling/Time/EN/Corpus.hs').read_text()
    rows = []
    point = r'\((\d+), (\d+), (\d+), (\d+), (\d+), (\d+)\)'
    pattern = re.compile(r'examples \((datetime|datetimeInterval) \(?(' + point + r'(?:, ' + point + r')?)\)? (\w+)\)\s*\[((?:\s*"(?:[^"\\]|\\.)*"\s*,?)*)\s*\]', re.S)
    for match in pattern.finditer(source):
        kind, grain, body = match.group(1), match.group(15), match.group(16)
        if grain not in DUCKLING_GRAINS:
            continue
        numbers = list(map(int, match.groups()[2:14] if kind == 'datetimeInterval' else match.groups()[2:8]))
        when = datetime(*numbers[-6:]) if kind == 'datetimeInterval' else datetime(*numbers[:6])
        if kind == 'datetimeInterval':
            when -= timedelta(**{DUCKLING_GRAINS[grain] + 's': 1})
        expected = when.strftime('%Y-%m-%d' if grain == 'Day' else '%Y-%m-%dT%H:%M')
        for text in re.findall(r'"((?:[^"\\]|\\.)*)"', body):
            rows.append((text, '2013-02-12', expected, ''))
    negatives = re.search(r'negativeCorpus = .*?examples =\s*\[(.*?)\n\s*\]', source, re.S).group(1)
    rows += [(text, '2013-02-12', None, '') for text in re.findall(r'"((?:[^"\\]|\\.)*)"', negatives)]
    return rows


def recognizers(root):
    cases = json.loads((Path(root) / 'Specs/DateTime/English/DateTimeModel.json').read_text(encoding='utf-8-sig'))
    rows = []
    for case in cases:
        ref = case['Context']['ReferenceDateTime'][:10] if 'Context' in case else '2016-11-07'
        results = case.get('Results', [])
        if not results:
            rows.append((case['Input'], ref, None, ''))
            continue
        if len(results) != 1:
            continue
        kind = results[0]['TypeName'].split('.')[-1]
        values = results[0]['Resolution']['values']
        timex = values[0].get('timex', '')
        if kind in ('daterange', 'datetimerange', 'timerange'):
            # Only ranges written as two ends: days to days, hours to hours.
            if not re.match(r'\(.*,P\d+D\)$|\(.*,PT\d+[HM]\)$', timex):
                continue
            values = [{'value': v['end']} for v in values]
        elif kind not in ('date', 'datetime', 'time') or timex == 'PRESENT_REF':
            continue
        if len({v['value'] for v in values}) > 1:
            later = [v for v in values if v['value'][:10] >= ref]
            if kind in ('time', 'timerange') or len(later) != 1:
                continue
            values = later
        value = values[0]['value']
        if value == 'not resolved':
            rows.append((case['Input'], ref, None, ''))
            continue
        if kind in ('time', 'timerange'):
            value = ref + ' ' + value
        expected = value[:10] if len(value) == 10 else value[:10] + 'T' + value[11:16]
        rows.append((case['Input'], ref, expected, ''))
    return rows


def chronic(root):
    source = (Path(root) / 'test/test_parsing.rb').read_text()
    rows = []
    pending = None
    for line in source.splitlines():
        call = re.search(r'time = parse_now\("((?:[^"\\]|\\.)*)"\)\s*$', line)
        if call:
            pending = call.group(1)
            continue
        if 'parse_now(' in line:
            pending = None
            nothing = re.search(r'assert_nil parse_now\("((?:[^"\\]|\\.)*)"\)\s*$', line)
            if nothing:
                rows.append((nothing.group(1), '2006-08-16', None, ''))
            continue
        expected = re.search(r'assert_equal Time\.local\((\d+), (\d+), (\d+)(?:, (\d+))?(?:, (\d+))?(?:, \d+)?\), time', line)
        if pending is not None and expected:
            year, month, day = (int(v) for v in expected.groups()[:3])
            hour, minute = int(expected.group(4) or 0), int(expected.group(5) or 0)
            value = f'{year:04d}-{month:02d}-{day:02d}'
            if (hour, minute) != (12, 0) and expected.group(4) is not None:
                value += f'T{hour:02d}:{minute:02d}'
            rows.append((pending, '2006-08-16', value, ''))
        if expected or 'assert' in line:
            pending = None
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('corpus', choices=['natty', 'ctparse', 'duckling', 'recognizers', 'chronic'])
    parser.add_argument('checkout')
    parser.add_argument('--readout', default='.build/release/readout')
    args = parser.parse_args()
    rows = {'natty': natty, 'ctparse': ctparse, 'duckling': duckling, 'recognizers': recognizers, 'chronic': chronic}[args.corpus](args.checkout)
    right = 0
    for text, ref, expected, note in rows:
        out = subprocess.run([args.readout, 'dates', '--json', '--reference', ref, '--', text], capture_output=True, text=True)
        due = json.loads(out.stdout)['due'] if out.returncode == 0 else 'ERROR'
        if expected is None:
            ok = due is None
        else:
            ok = due not in (None, 'ERROR') and (due == expected if 'T' in expected else due[:10] == expected)
        if not ok and note == 'anyyear' and due not in (None, 'ERROR'):
            ok = due[5:10] == expected[5:10]
        right += ok
        if not ok:
            print(f'{text!r:50} ref {ref} expected {expected} got {due}')
    print(f'{args.corpus}: {right}/{len(rows)}')


if __name__ == '__main__':
    main()
