# Sales report with groupby, product, chain, cycle, islice, accumulate, and formatted tables.
from itertools import groupby, product, chain, cycle, islice, accumulate, starmap, compress, combinations
from operator import itemgetter, mul
from collections import Counter

sales = [
    ("2024-01", "north", "apples", 120), ("2024-01", "south", "apples", 80),
    ("2024-01", "north", "pears", 45), ("2024-02", "north", "apples", 130),
    ("2024-02", "south", "pears", 60), ("2024-02", "south", "apples", 95),
    ("2024-03", "north", "pears", 50), ("2024-03", "south", "apples", 100),
]

print(f"{'month':<8}|{'units':>6}|{'running':>8}")
monthly = [(m, sum(r[3] for r in grp)) for m, grp in groupby(sales, key=itemgetter(0))]
for (m, units), run in zip(monthly, accumulate(u for _, u in monthly)):
    print(f"{m:<8}|{units:>6}|{run:>8}")
regions = sorted({r[1] for r in sales})
fruits = sorted({r[2] for r in sales})
table = Counter()
for _, reg, fr, u in sales:
    table[reg, fr] += u
print(" " * 6 + "".join(f"{f:>8}" for f in fruits))
for reg in regions:
    print(f"{reg:<6}" + "".join(f"{table[reg, f]:>8}" for f in fruits))
print(list(product("ab", [1, 2], repeat=1)))
print(["".join(p) for p in product("01", repeat=3)])
print(sum(1 for a, b in product(range(1, 7), repeat=2) if a + b == 7))
colors = cycle(["red", "green", "blue"])
print([f"{i}:{c}" for i, c in zip(range(7), colors)])
print(list(islice(cycle("AB"), 5)), list(islice(range(100), 10, 40, 7)))
print(list(chain(*[[i] * i for i in range(4)])))
print(list(starmap(mul, [(2, 3), (4, 5)])), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print([k for k, _ in groupby("aaabbbcaad")], [len(list(g)) for _, g in groupby("aaabbbcaad")])
runs = [(k, len(list(g))) for k, g in groupby([1, 1, 2, 2, 2, 1, 3, 3])]
print(runs, "".join(f"{n}{k}" for k, n in runs))
best = max(combinations(sales, 2), key=lambda pr: pr[0][3] + pr[1][3])
print([r[3] for r in best])
print(list(accumulate([1, 2, 3, 4], initial=100)))
try:
    list(islice(range(5), -1))
except ValueError as e:
    print(type(e).__name__, e)
try:
    next(groupby([]))
except StopIteration as e:
    print(type(e).__name__, repr(e))
