# Generator functions: next(), StopIteration and its value, laziness, reprs.
def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

g = count_up(3)
print(type(g).__name__, next(g), next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", repr(e.value), e.args)
try:
    next(g)
except StopIteration as e:
    print("again", repr(e.value), e.args)
print(list(count_up(5)), sum(count_up(10)), max(count_up(4)), tuple(count_up(2)))
print(next(count_up(0), "empty"))
print(repr(count_up(2)).startswith("<generator object count_up at 0x"))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


out = []
for x in fib():
    if x > 100:
        break
    out.append(x)
print(out)
print([v for v, _ in zip(fib(), range(8))])
print(dict(zip("abc", fib())))


def squares(n):
    for i in range(n):
        yield i * i


print(", ".join(str(s) for s in squares(6)))
print(sorted(squares(5), reverse=True), any(x > 10 for x in squares(5)))
a, b, *rest = squares(5)
print(a, b, rest)


def lazy():
    print("started")
    yield 1
    print("resumed")
    yield 2
    print("finishing")


g = lazy()
print("created")
print(next(g))
print(next(g))
print(next(g, "end"))


def evens(it):
    for x in it:
        if x % 2 == 0:
            yield x


def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


print(list(take(5, evens(fib()))))


def empty():
    return
    yield


print(list(empty()), type(empty()).__name__)


def args_checked(a, b=2, *rest, key=None):
    yield a, b, rest, key


try:
    args_checked()
except TypeError as e:
    print("TypeError", e)
print(next(args_checked(1, key="k")))


def bad():
    yield 1
    raise StopIteration("leaked")


try:
    list(bad())
except RuntimeError as e:
    print(type(e).__name__, e)


def fails():
    yield 1
    raise ValueError("inside")


g = fails()
print(next(g))
try:
    next(g)
except ValueError as e:
    print("ValueError", e)
print(next(g, "finished after raising"))
