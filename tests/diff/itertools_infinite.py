import itertools
from itertools import count, cycle, repeat, islice

# count: ints, floats, negative steps, reprs as iteration advances
c = count(5)
print(c, next(c), next(c), c)
c2 = count(0, 2)
print(c2, [next(c2) for _ in range(4)], c2)
print(count(), count(1.5), count(0, 0.25), count(10, -3), count(start=3, step=-1))
print(list(islice(count(0.5, 0.25), 5)))
print(list(zip('abc', count(10))))
print(list(zip(count(1, 1.0), 'xy')))
print(count(2**70), next(count(2**64, 2**64)))

# break out of an infinite iterator
for i in count(100, 7):
    if i > 130:
        break
print('stopped at', i)

# cycle: saves items from the first pass only
cy = cycle('ab')
print([next(cy) for _ in range(5)])
src = iter([1, 2, 3])
cy = cycle(src)
print(next(cy), next(cy), list(src), [next(cy) for _ in range(4)])
print(list(cycle([])))
print(list(zip(range(7), cycle((True, False)))))

# repeat: repr shows the remaining count
r = repeat(1, 3)
print(r, next(r), r, list(r), r)
print(repeat('a'), repeat([1, 2], 2), repeat(None, 0), repeat(1, -4))
print(list(repeat('x', 3)), list(map(pow, range(5), repeat(2))))
print(list(islice(repeat((1, 2)), 3)))
print(sum(islice(count(1), 100)))

# errors
for bad in [lambda: count('a'), lambda: count(1, 'b'), lambda: count([]), lambda: cycle(), lambda: cycle(5),
            lambda: repeat(), lambda: repeat(1, 'a'), lambda: repeat(1, 2.5)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
print(type(count()).__name__, type(cycle('a')).__name__, type(repeat(1)).__name__)
