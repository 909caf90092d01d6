import itertools as it

# every itertools object is lazy: nothing is pulled from the source until asked
def noisy(n, tag):
    for i in range(n):
        print(f'  {tag} yields {i}')
        yield i

c = it.chain(noisy(2, 'a'), noisy(2, 'b'))
print('chain made')
print(next(c))
m = it.starmap(lambda x, y: x * y, zip(noisy(3, 's'), it.count(10)))
print('starmap made')
print(list(it.islice(m, 2)))
acc = it.accumulate(noisy(3, 'acc'))
print('accumulate made', next(acc), next(acc))
print(list(it.takewhile(lambda v: v < 1, noisy(5, 't'))))
print(next(it.dropwhile(lambda v: v < 2, noisy(5, 'd'))))
print(list(it.compress(noisy(4, 'c'), [0, 1])))
pw = it.pairwise(noisy(3, 'p'))
print('pairwise made', next(pw))
zl = it.zip_longest(noisy(1, 'z1'), noisy(2, 'z2'))
print('zip_longest made', list(zl))
g = it.groupby(noisy(3, 'g'), key=lambda v: v // 2)
print('groupby made')
k, grp = next(g)
print(k, list(grp))
a, b = it.tee(noisy(2, 'tee'))
print('tee made', next(a), next(b), list(b), list(a))

# user iterables and iterators feed itertools like builtins do
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return CountdownIter(self.n)
class CountdownIter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(it.chain(Countdown(3), Countdown(2))), list(it.islice(it.cycle(Countdown(2)), 5)))
print(list(it.combinations(Countdown(4), 3)), list(it.zip_longest(Countdown(3), 'ab', fillvalue='?')))
print(list(it.accumulate(Countdown(4), lambda a, b: a * b)), [(k, len(list(g))) for k, g in it.groupby(Countdown(5), key=lambda x: x > 2)])

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(it.islice(fib(), 12)), next(it.dropwhile(lambda x: x < 1000, fib())))
print(list(it.takewhile(lambda x: x < 50, it.filterfalse(lambda x: x % 2, fib()))))
print(sum(1 for _ in it.islice(it.product('ab', repeat=3), 5)), list(it.islice(it.starmap(max, it.pairwise(fib())), 6)))
evens = (x for x in it.count() if x % 2 == 0)
print(list(zip(evens, 'abc')), next(evens))
for n, letter in zip(it.count(1), it.cycle('xy')):
    if n > 4:
        break
    print(n, letter, end='; ')
print()
print(dict(zip('abc', it.repeat(0))), list(map(lambda x, y: x + y, 'ab', it.repeat('!'))))
squares = map(lambda n: n * n, it.count(1))
print(next(it.dropwhile(lambda s: s < 200, squares)), next(squares))
print(list(it.islice(it.chain.from_iterable(it.repeat([1, 2])), 5)))
print(list(it.islice(it.accumulate(it.repeat(1)), 4)), list(it.islice(zip(it.count(), it.count(100, -1)), 3)))
c = it.count()
print(type(c) is type(it.count(3)), type(c) is type(it.cycle('a')), iter(c) is c, bool(c), type(it.chain()).__name__)
for bad in [lambda: len(it.repeat(1, 3)), lambda: c[0], lambda: next(it.repeat(1, 0))]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
