# Memoized recursion with lru_cache, generator alternatives, reduce and partial.
from functools import lru_cache, reduce, partial
from itertools import islice, count, accumulate, takewhile
import operator


@lru_cache(maxsize=None)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_gen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print([fib(i) for i in range(15)])
print(fib(90))
info = fib.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize)
fib.cache_clear()
print(fib.cache_info())
print(list(islice(fib_gen(), 15)) == [fib(i) for i in range(15)])
print(list(takewhile(lambda x: x < 200, fib_gen())))


@lru_cache(maxsize=32)
def paths(r, c):
    """Lattice paths in a grid."""
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(10, 10), paths.cache_info().currsize, paths.__doc__, paths.__name__)


@lru_cache(maxsize=None)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)


print([partitions(n, n) for n in range(1, 16)])
fact = lambda n: reduce(operator.mul, range(1, n + 1), 1)
print(fact(20), reduce(lambda a, b: a * 10 + b, [3, 1, 4, 1, 5]))
print(list(accumulate(range(1, 8), operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)))
pow2 = partial(pow, 2)
base10 = partial(int, base=2)
print([pow2(i) for i in range(10)], base10("101101"))
print(pow2.func is pow, pow2.args, base10.keywords)
golden = [fib(n + 1) / fib(n) for n in range(1, 25, 4)]
print(", ".join(f"{g:.10f}" for g in golden))
print(next(i for i in count(1) if len(str(fib(i))) >= 20))
try:
    reduce(operator.add, [])
except TypeError as e:
    print(type(e).__name__, e)
try:
    fib([1])
except TypeError as e:
    print(type(e).__name__, e)
