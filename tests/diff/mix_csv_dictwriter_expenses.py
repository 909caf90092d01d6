# Expense tracker: csv.DictWriter/DictReader in a temp dir, datetime parsing, grouping and json summary.
import csv
import json
import tempfile
import os
from datetime import date, datetime, timedelta
from collections import defaultdict
from itertools import groupby
from operator import itemgetter

start = date(2024, 1, 29)
cats = ["food", "rent", "travel", "food", "fun", "food", "travel"]
rows = [{"date": (start + timedelta(days=3 * i)).isoformat(), "category": c,
         "amount": f"{(i * 37 % 50) + 5.25 * (i + 1):.2f}", "note": f"item {i}" if i % 3 else ""}
        for i, c in enumerate(cats)]

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "expenses.csv")
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["date", "category", "amount", "note"])
        w.writeheader()
        w.writerows(rows)
        w.writerow({"date": "2024-02-20", "category": "misc", "amount": "1.50", "note": 'said "hi", left'})
    with open(path) as f:
        raw = f.read()
    print(raw.splitlines()[0], raw.splitlines()[-1], sep="\n")
    print(os.path.basename(path), os.path.getsize(path) > 0, sorted(os.listdir(tmp)))
    with open(path, newline="") as f:
        data = [dict(r, amount=float(r["amount"]), date=datetime.strptime(r["date"], "%Y-%m-%d").date())
                for r in csv.DictReader(f)]
    print(data[-1]["note"], data[0]["date"].strftime("%d/%m/%Y"), type(data[0]["amount"]).__name__)
    totals = defaultdict(float)
    for r in data:
        totals[r["category"]] += r["amount"]
    for cat, tot in sorted(totals.items(), key=itemgetter(1), reverse=True):
        print(f"{cat:<8}{tot:>9.2f}")
    monthly = {}
    for month, grp in groupby(data, key=lambda r: r["date"].strftime("%Y-%m")):
        monthly[month] = round(sum(r["amount"] for r in grp), 2)
    print(monthly)
    summary = {"months": monthly, "top": max(totals, key=totals.get), "count": len(data),
               "span_days": (data[-1]["date"] - data[0]["date"]).days}
    jpath = os.path.join(tmp, "summary.json")
    with open(jpath, "w") as f:
        json.dump(summary, f, indent=4, sort_keys=True)
    with open(jpath) as f:
        loaded = json.load(f)
    print(loaded == summary, loaded["top"], loaded["span_days"])
    with open(jpath) as f:
        print(f.read())
    with open(path, newline="") as f:
        rd = csv.reader(f, delimiter=",", quotechar='"')
        print([row for row in rd if "misc" in row])
    try:
        with open(path, newline="") as f:
            csv.DictWriter(f, fieldnames=["a"]).writerow({"b": 1})
    except ValueError as e:
        print(type(e).__name__, e)
print(os.path.exists(path))
