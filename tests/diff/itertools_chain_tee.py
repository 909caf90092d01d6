import itertools
from itertools import chain, tee, zip_longest, accumulate, count, islice
import operator

print(list(chain('ab', [1, 2], (3,), range(2))), list(chain()), list(chain([], '')))
print(list(chain.from_iterable(['ab', 'cd'])), list(chain.from_iterable([[1], [], [2, 3]])))
print(list(islice(chain.from_iterable(repeat for repeat in (range(n) for n in count())), 10)))
print(list(islice(chain('ab', count()), 5)))
c = chain([1], [2, 3])
print(next(c), list(c), list(c))
print(chain, chain.__name__)
d = {'a': 1, 'b': 2}
print(list(chain(d, d.values())), sorted(chain({3, 1}, {2})))

a, b = tee([1, 2, 3, 4])
print(next(a), next(a), next(b), list(a), list(b))
x, y, z = tee(range(3), 3)
print(list(x), list(y), list(z))
print(tee([1], 0), len(tee('ab', 5)))
# tee over an infinite iterator: each copy advances independently
ca, cb = tee(count(1))
print([next(ca) for _ in range(5)], next(cb), next(cb))
# looking ahead with tee
def with_next(iterable):
    one, two = tee(iterable)
    next(two, None)
    return zip_longest(one, two)
print(list(with_next('abcd')))

print(list(zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(zip_longest(range(3), [10], [20, 21])))
print(list(zip_longest()), list(zip_longest([])), list(zip_longest('a', fillvalue=0)))
print(list(islice(zip_longest(count(), 'ab'), 4)))

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 4, 6, 2, 1, 9, 0, 7, 5, 8], max)))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=5)), list(accumulate([])))
print(list(accumulate('abc')), list(accumulate([[1], [2], [3]])))
print(list(accumulate(range(1, 6), lambda a, b: a * 10 + b)))
print(list(accumulate([1, 2, 3], func=operator.sub, initial=None)))
print(list(islice(accumulate(count(1)), 6)))
# compound interest, rounding each step
print(list(accumulate(repeat_rate for repeat_rate in [1000, 0.05, 0.05, 0.05])) if False else
      [round(v, 2) for v in accumulate([1000, 1.05, 1.05, 1.05], operator.mul)])

# batched is new in Python 3.12: the expected lines are hand-checked against its documentation
if hasattr(itertools, 'batched'):
    got = [list(itertools.batched('ABCDEFG', 3)), list(itertools.batched(range(4), 2)), list(itertools.batched([], 2))]
    got.append(list(islice(itertools.batched(count(), 2), 3)))
    try:
        itertools.batched('ab', 0)
    except ValueError as e:
        got.append(str(e))
    print(got == [[('A', 'B', 'C'), ('D', 'E', 'F'), ('G',)], [(0, 1), (2, 3)], [], [(0, 1), (2, 3), (4, 5)], 'n must be at least one'])
else:
    print(True)

for bad in [lambda: list(chain(1, [2])), lambda: chain.from_iterable(5), lambda: tee([1], -1), lambda: tee(3),
            lambda: zip_longest([1], 3), lambda: zip_longest([1], fill=0), lambda: accumulate(),
            lambda: list(accumulate([1, 'a'])), lambda: chain(x=1)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
