from itertools import groupby

print([(k, list(g)) for k, g in groupby('AAAABBBCCDAABBB')])
print([k for k, g in groupby('AAAABBBCCD')])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
print(list(groupby([])))

words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot']
for letter, group in groupby(words, key=lambda w: w[0]):
    print(letter, list(group))
for parity, group in groupby(range(10), lambda n: n // 3):
    print(parity, list(group))

# keys compare with ==, so 1 and 1.0 and True group together
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0])])

# groups share the underlying iterator: advancing the outer iterator invalidates the previous group
gb = groupby('aaabbbccc')
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
groups = [g for k, g in groupby('xxyyzz')]
print([list(g) for g in groups])

gb = groupby('aabbb')
k, g = next(gb)
print(list(g), list(g))
k, g = next(gb)
print(k, list(g))
print(next(gb, 'end'))

# partial consumption of a group then moving on
gb = groupby([1, 1, 1, 2, 2, 3])
out = []
for k, g in gb:
    out.append((k, next(g)))
print(out)

# sorting first, the usual idiom
people = [('eng', 'ann'), ('ops', 'bob'), ('eng', 'cid'), ('ops', 'dee'), ('hr', 'eve')]
people.sort(key=lambda p: p[0])
for dept, members in groupby(people, key=lambda p: p[0]):
    print(dept, [m[1] for m in members])

class Rec:
    def __init__(self, kind, n):
        self.kind, self.n = kind, n
recs = [Rec('a', 1), Rec('a', 2), Rec('b', 3)]
print([(k, [r.n for r in g]) for k, g in groupby(recs, key=lambda r: r.kind)])

try:
    groupby()
except TypeError as e:
    print(type(e).__name__, e)
try:
    groupby(3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list(groupby([1, 2], key=lambda x: 1 / (x - 2)))
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(type(groupby('a')).__name__)
