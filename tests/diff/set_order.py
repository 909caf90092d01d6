# Sets print and iterate in CPython's table order, not insertion order.
import random

print({3, 1, 2}, {10, 2, 33, 4}, set([5, 3, 9, 1]), {-1, -2, 0, 7})
print({(1, 2), (0, 1), (2, 2)}, {0.5, 1.5, 2.25, -3.75}, {True, 2, 0.0, None in [None]})
print({i * 37 % 101 for i in range(12)}, set(range(30, 0, -3)))
words = ["pear", "fig", "kiwi"]
print(len(set(words)), sorted(set(words)))

s = {100, 200, 300, 7, 8}
print(s, s.copy(), set(s), {*s}, {*s, 1, *[2, 3]})
print(list(s), [x for x in s], tuple(s), max(s), min(s))

s = set()
for x in [64, 8, 16, 0, 128, 24]:
    s.add(x)
    print(s)
s.discard(8)
s.add(40)
print(s, s.pop(), s.pop(), s)
d = dict.fromkeys([9, 1, 33, 17])
print(set(d), set(d.keys()), {*d})

a, b = {1, 2, 3, 40, 50, 64}, {3, 64, 99, 1000, 7}
print(a | b, b | a, a & b, b & a, a - b, b - a, a ^ b, b ^ a)
print(a.union(b, [5, 6]), a.intersection(b, range(100)), a.difference([1], {2}), a.symmetric_difference(range(3)))
c = set(range(40))
c -= set(range(0, 40, 2))
print(c)
c &= set(range(0, 40, 3))
print(c)
c ^= {1000, 3, 2000}
print(c)
c |= {8, 16, 4096}
print(c)

rng = random.Random(2024)
for trial in range(6):
    t = set()
    log = []
    for step in range(120):
        r = rng.random()
        if r < 0.5:
            t.add(rng.randrange(-50, 500) * rng.choice([1, 1, 1, 64, 1024]))
        elif r < 0.7 and t:
            t.discard(rng.choice(sorted(t)))
        elif r < 0.78 and t:
            log.append(t.pop())
        elif r < 0.84:
            t = t.copy()
        elif r < 0.9:
            t |= {rng.randrange(1000) for _ in range(rng.randrange(6))}
        elif r < 0.95:
            t -= set(rng.sample(range(500), 20))
        else:
            t = t & set(range(0, 1000, 2)) if len(t) > 3 else t ^ {1, 2, 3}
    print(trial, len(t), list(t)[:25], log[:10])
