from itertools import compress, dropwhile, takewhile, filterfalse, starmap, pairwise, count, islice
import operator

print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])))
print(list(compress(range(10), [True, False] * 3)))
print(list(compress('abc', count())), list(compress(count(), [0, 1, 1, 0, 1])))
print(list(compress(data='abcd', selectors=[0, 1])))

print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 3, 8])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 3, 8])))
print(list(takewhile(lambda x: x * x < 50, count(1))))
print(list(islice(dropwhile(lambda x: x < 100, count(90, 3)), 4)))
print(list(dropwhile(lambda c: c.isspace(), "   hi there")), list(takewhile(lambda c: c.isdigit(), "123abc45")))
print(list(filterfalse(lambda x: x % 2, range(10))))
print(list(filterfalse(None, [0, 1, '', 'a', None, [], [0]])))
print(list(islice(filterfalse(lambda n: n % 3, count(1)), 4)))

# takewhile consumes the first failing element
it = iter([1, 2, 10, 3, 4])
print(list(takewhile(lambda x: x < 5, it)), list(it))
it = iter([1, 2, 10, 3, 4])
dw = dropwhile(lambda x: x < 5, it)
print(next(dw), list(it))

print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(operator.mul, zip(range(4), count(10)))))
print(list(starmap(lambda *a: sum(a), [(), (1,), (1, 2, 3), [4, 5]])))
print(list(islice(starmap(divmod, zip(count(7), [3, 4, 5])), 2)))

print(list(pairwise('ABCDE')), list(pairwise([1])), list(pairwise([])))
print([b - a for a, b in pairwise([1, 4, 9, 16, 25])])
print(list(islice(pairwise(count()), 3)))

# predicates that are builtins, bound methods and user objects
class Below:
    def __init__(self, limit):
        self.limit = limit
    def __call__(self, x):
        return x < self.limit
    def check(self, x):
        return x < self.limit
b = Below(3)
print(list(takewhile(b, range(10))), list(dropwhile(b.check, range(6))), list(filterfalse(b, range(6))))
print(list(filterfalse(bool, [0, 1, 2])), list(takewhile(bool, [3, 2, 0, 1])))

for bad in [lambda: list(compress([1], 5)), lambda: compress([1]), lambda: dropwhile(bool),
            lambda: next(takewhile(None, [1])), lambda: list(starmap(pow, [1])),
            lambda: list(starmap(lambda a, b: a, [(1, 2, 3)])), lambda: pairwise(), lambda: pairwise(3),
            lambda: filterfalse(None), lambda: list(dropwhile(lambda x: x / 0, [1]))]:
    try:
        bad()
    except (TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
