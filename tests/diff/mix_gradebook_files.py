# Gradebook: csv write/read inside TemporaryDirectory, pathlib, statistics, json report.
import csv
import json
import statistics
import tempfile
from pathlib import Path
from collections import defaultdict, namedtuple

Row = namedtuple("Row", "student course score")

DATA = [
    ("ana", "math", 91), ("ben", "math", 78), ("cy", "math", 85),
    ("ana", "physics", 88), ("ben", "physics", 64), ("cy", "physics", 95),
    ("ana", "art", 70), ("dee", "art", 99),
]


def letter(score):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"


with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    path = root / "grades" / "scores.csv"
    path.parent.mkdir(parents=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["student", "course", "score"])
        w.writerows(DATA)
        w.writerow(["eve", "art, modern", 55])
    print(path.name, path.suffix, path.stem, path.parent.name, path.exists())
    print(path.read_text().splitlines()[-1])
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        rows = [Row(s, c, int(v)) for s, c, v in reader]
    print(header, len(rows), rows[-1])
    with open(path, newline="") as f:
        dicts = list(csv.DictReader(f))
    print(dicts[0], sorted(dicts[-1].items()))

    by_course = defaultdict(list)
    for r in rows:
        by_course[r.course].append(r.score)
    report = {}
    for course in sorted(by_course):
        scores = by_course[course]
        stats = {"n": len(scores), "mean": round(statistics.mean(scores), 2),
                 "median": statistics.median(scores)}
        if len(scores) > 1:
            stats["stdev"] = round(statistics.stdev(scores), 3)
        report[course] = stats
        print(f"{course:<12}|{stats['n']:>2}|{stats['mean']:>7.2f}|{letter(stats['mean'])}")
    out = root / "report.json"
    out.write_text(json.dumps(report, indent=2, sort_keys=True))
    back = json.loads(out.read_text())
    print(back == report, list(back)[:2])
    print(out.read_text())
    print(sorted(p.name for p in root.rglob("*")))
    (root / "notes.txt").write_text("line one\nline two\n\nline four\n")
    with open(root / "notes.txt") as f:
        for n, line in enumerate(f, 1):
            print(n, repr(line.rstrip("\n")))
    with open(root / "notes.txt", "a") as f:
        f.write("appended\n")
    print((root / "notes.txt").read_text().count("\n"))
    try:
        open(root / "missing.txt")
    except FileNotFoundError as e:
        print(type(e).__name__, e.errno, e.strerror)
print(path.exists())
