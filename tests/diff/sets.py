s = {3, 1, 2}
s.add(4); s.discard(10); s.remove(1)
print(sorted(s), len(s), 2 in s)
a, b = {1, 2, 3}, {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(a.issubset({1, 2, 3, 4}), a.isdisjoint({9}), sorted(a.union([7])), set(), len(set('hello')))
print(sorted({x % 3 for x in range(10)}))
