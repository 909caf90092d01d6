print(list(range(5)), list(range(2, 8)), list(range(10, 0, -3)), list(range(0)), len(range(0, 100, 7)))
r = range(0, 20, 4)
print(r, r[2], r[-1], r[1:3], 8 in r, 9 in r, list(reversed(r)), sum(range(101)))
print(range(3) == range(0, 3), range(5).index(3) if hasattr(range(5), 'index') else 3)
