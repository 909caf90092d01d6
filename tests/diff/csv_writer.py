# csv.writer: CPython's quoting rules for each QUOTE_* mode, writerow's return, lineterminator.
import csv
import os
import tempfile

row = ["a", 1, 2.5, None, True, "", " sp", "x,y", 'q"q', "n\nl", "c\rr", 1e20, -0.0, 10**20]
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "out.csv")
    with open(path, "w", newline="") as f:
        for q in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE]:
            w = csv.writer(f, quoting=q, escapechar="\\" if q == csv.QUOTE_NONE else None)
            print(q, w.writerow(row))
            for r in [[""], [], [None], ["", ""], ("t", "u")]:
                try:
                    print(q, r, w.writerow(r))
                except csv.Error as e:
                    print(q, r, type(e).__name__, e)
        w = csv.writer(f, delimiter="|", lineterminator="\n", quotechar="'")
        print(w.writerows([["a|b", "it's"], range(3), "xyz"]))
        w = csv.writer(f, dialect="unix")
        w.writerow(["u", 1])
        w = csv.writer(f, doublequote=False, escapechar="\\")
        w.writerow(['say "hi"', "back\\slash"])
    with open(path, newline="") as f:
        print(repr(f.read()))
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerows([["id", "name"], [1, "Ann, B."], [2, 'Quote "Q"']])
    with open(path, newline="") as f:
        print(list(csv.reader(f)))
    with open(path, "w") as f:
        csv.writer(f, quoting=csv.QUOTE_NONE).writerow(["plain", "row"])
        for bad in [["a,b"], 3, [1, object]]:
            try:
                csv.writer(f, quoting=csv.QUOTE_NONE).writerow(bad)
            except csv.Error as e:
                print(type(e).__name__, e)
    with open(path, "rb") as f:
        print(f.read())
