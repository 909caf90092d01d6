# Custom iterable classes: __iter__ as generator, __iter__ built on __getitem__, __reversed__, __contains__,
# plus itertools over them and a send()-driven moving-average coroutine.
from itertools import islice, count, chain, takewhile, dropwhile
from functools import reduce


class Countdown:
    def __init__(self, start):
        self.start = start

    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1

    def __reversed__(self):
        return iter(range(1, self.start + 1))

    def __len__(self):
        return self.start


class Squares:
    """Sequence-like: __iter__ walks __getitem__ until IndexError."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        i = 0
        while True:
            try:
                yield self[i]
            except IndexError:
                return
            i += 1

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i


class Primes:
    def __iter__(self):
        found = []
        for n in count(2):
            if all(n % p for p in takewhile(lambda p: p * p <= n, found)):
                found.append(n)
                yield n

    def __contains__(self, x):
        for p in self:
            if p == x:
                return True
            if p > x:
                return False


class FibIter:
    def __init__(self, limit):
        self.a, self.b, self.limit = 0, 1, limit

    def __iter__(self):
        return self

    def __next__(self):
        if self.a > self.limit:
            raise StopIteration
        val = self.a
        self.a, self.b = self.b, self.a + self.b
        return val


cd = Countdown(5)
print(list(cd), list(reversed(cd)), len(cd), 3 in cd, 9 in cd, sum(cd), sorted(cd))
print(list(Squares(6)), 16 in Squares(6), list(enumerate(Squares(3), 1)))
print(list(islice(Primes(), 12)), 97 in Primes(), 91 in Primes())
fi = FibIter(100)
print(next(fi), next(fi), list(fi), list(fi))
print(list(zip(Countdown(3), Squares(10), "abc")))
print(list(chain(Countdown(2), Squares(2))), list(dropwhile(lambda x: x > 2, Countdown(5))))
print(reduce(lambda a, b: a * b, Countdown(6)), dict(zip("xyz", Countdown(3))))
a, b, *rest = Countdown(5)
print(a, b, rest, max(Squares(5)), min(Countdown(4)), any(x > 4 for x in Countdown(5)))


def averager():
    total, n, avg = 0.0, 0, None
    while True:
        try:
            x = yield avg
        except GeneratorExit:
            print("averager closing after", n, "values")
            raise
        total += x
        n += 1
        avg = total / n


avg = averager()
next(avg)
print([avg.send(v) for v in (10, 20, 60, 10)])
avg.close()
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
try:
    next(iter(cd)) + next(FibIter(-1))
except StopIteration as e:
    print(type(e).__name__, repr(e))
try:
    iter(42)
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(Primes())
except TypeError as e:
    print(type(e).__name__, e)
