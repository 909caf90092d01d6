from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())

calls = []
@lru_cache(maxsize=3)
def sq(x):
    calls.append(x)
    return x * x
for x in [1, 2, 3, 1, 4, 2, 1, 3, 3]:
    sq(x)
print(calls, sq.cache_info())
info = sq.cache_info()
print(info.hits, info.misses, info.maxsize, info.currsize, info == (4, 5, 3, 3), tuple(info), info[0])
print(sq.cache_parameters())

@lru_cache
def slow_add(a, b=0):
    calls.append(('add', a, b))
    return a + b
calls.clear()
print(slow_add(1, 2), slow_add(1, 2), slow_add(1, b=2), slow_add(a=1, b=2), slow_add(1.0, 2))
print(calls, slow_add.cache_info())

@lru_cache()
def ident(x):
    return x
print(ident(1), ident(True), ident.cache_info())

@lru_cache(maxsize=2, typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(1), kind.cache_info(), kind.cache_parameters())

@lru_cache(maxsize=0)
def nocache(x):
    return x + 1
print(nocache(1), nocache(1), nocache.cache_info())

@cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(30), fact.cache_info(), fact.__name__, fact.__wrapped__(3))

# an lru_cache'd method: self is part of the key
class Grid:
    def __init__(self, n):
        self.n = n
    @lru_cache(maxsize=None)
    def paths(self, r, c):
        if r == 0 or c == 0:
            return 1
        return self.paths(r - 1, c) + self.paths(r, c - 1)
g = Grid(5)
print(g.paths(10, 10), Grid.paths.cache_info())

def plain(x):
    "Doubles x."
    return 2 * x
wrapped = lru_cache(maxsize=8)(plain)
print(wrapped(4), wrapped.__name__, wrapped.__doc__, wrapped.__wrapped__ is plain, wrapped.__module__)
print(lru_cache(5)(len)((1, 2)), lru_cache(-1)(abs)(-3))

try:
    sq([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    lru_cache('a')
except TypeError as e:
    print(type(e).__name__, e)
try:
    fib.cache_info(1)
except TypeError as e:
    print(type(e).__name__)
