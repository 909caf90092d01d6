# csv.DictReader and csv.DictWriter: header handling, restkey/restval, extrasaction, errors.
import csv
import os
import tempfile

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "people.csv")
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["name", "age", "city"])
        print(w.fieldnames, w.writeheader())
        print(w.writerow({"name": "Ann", "age": 31, "city": "Oslo"}))
        print(w.writerow({"age": 5, "name": "Bo"}))
        w.writerows([{"name": "Cy, Jr.", "city": "Rome"}, {"name": 'Di "D"', "age": None}])
        try:
            w.writerow({"name": "Ed", "email": "e@x"})
        except ValueError as e:
            print(type(e).__name__, e)
        w2 = csv.DictWriter(f, ["name", "age"], restval="?", extrasaction="ignore")
        w2.writerow({"name": "Fay", "city": "ignored"})
    with open(path, newline="") as f:
        print(repr(f.read()))
    with open(path, newline="") as f:
        r = csv.DictReader(f)
        print(r.fieldnames, r.line_num)
        for row in r:
            print(r.line_num, row)
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, fieldnames=["n", "a"], restkey="extra"))
        print(len(rows), rows[0], rows[1])
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, fieldnames=["n", "a", "c", "d", "e"], restval="-"))
        print(rows[1])
    with open(path, "w", newline="") as f:
        f.write("x;y\n1;2\n\n3\n4;5;6\n")
    with open(path, newline="") as f:
        r = csv.DictReader(f, delimiter=";")
        print(next(r), next(r), next(r))
        print(list(r))
    with open(path, "w", newline="") as f:
        pass
    with open(path, newline="") as f:
        r = csv.DictReader(f)
        print(r.fieldnames, list(r))
    try:
        csv.DictWriter(open(path, "w"), ["a"], extrasaction="explode")
    except ValueError as e:
        print(type(e).__name__, e)
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, ["k", "v"], delimiter="\t", quoting=csv.QUOTE_ALL)
        w.writeheader()
        w.writerow({"k": 1, "v": 2.5})
    with open(path, newline="") as f:
        print(repr(f.read()))
