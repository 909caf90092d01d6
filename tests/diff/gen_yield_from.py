# yield from: delegation to generators and iterables, return values, send/throw forwarding.
def inner():
    r = yield 1
    print("inner got", r)
    yield 2
    return "inner-result"


def outer():
    res = yield from inner()
    print("res", res)
    yield from range(3)
    yield from [10, 20]
    yield from "ab"
    yield from {"k": 1}
    return "outer-result"


g = outer()
print(next(g), g.send("hi"), list(g))


def flatten(items):
    for x in items:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x


print(list(flatten([1, [2, [3, (4, 5)], 6], [[7]], 8])))


def tree(n, depth=0):
    yield "  " * depth + str(n)
    for child in range(n):
        yield from tree(child, depth + 1)


print("\n".join(tree(3)))


def sub():
    while True:
        try:
            x = yield
            print("sub got", x)
        except ValueError as e:
            print("sub caught", e)
            return "sub ended"


def delegator():
    r = yield from sub()
    print("delegator saw", r)
    yield "tail"


d = delegator()
next(d)
d.send(1)
d.send(2)
print(d.throw(ValueError("stop sub")))


def chain(*its):
    for it in its:
        yield from it


print(list(chain([1, 2], (3,), range(4, 6), (x * 10 for x in range(2)))))


def yf_list():
    yield from [1, 2]


g = yf_list()
next(g)
try:
    g.send("x")
except AttributeError as e:
    print("AttributeError", e)


def counter():
    n = yield from accumulate()
    yield n


def accumulate():
    total = 0
    while True:
        v = yield
        if v is None:
            return total
        total += v


c = counter()
next(c)
for v in (1, 2, 3):
    c.send(v)
print(c.send(None))
