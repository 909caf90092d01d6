# Attribute assignment on instances: plain attributes, class attributes shadowed per instance,
# properties, __setattr__, frozen dataclasses, augmented assignment evaluating its object once,
# and calls with their arguments bound straight to parameters.
from dataclasses import dataclass


class Box:
    kind = "box"

    def __init__(self, v):
        self.v = v


calls = []


def get(b):
    calls.append(b.v)
    return b


b = Box(1)
get(b).v += 10
print(b.v, calls)
b2 = Box(2)
b2.kind = "mine"
print(b.kind, b2.kind, Box.kind, sorted(vars(b2)))
Box.kind = "crate"
print(b.kind, b2.kind)
del b2.kind
print(b2.kind)


class Temp:
    def __init__(self):
        self._c = 0.0

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = float(v)

    @property
    def kelvin(self):
        return self._c + 273.15


t = Temp()
t.celsius = 25
t.celsius += 5
print(t.celsius, round(t.kelvin, 2))
for bad in ("kelvin", "celsius"):
    try:
        setattr(t, bad, -500)
    except (AttributeError, ValueError) as e:
        print(type(e).__name__, e)


class Logged:
    def __init__(self):
        self.log = []
        self.x = 1

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append((name, value))
        object.__setattr__(self, name, value)


lg = Logged()
lg.x += 1
lg.y = "new"
print(lg.x, lg.y, lg.log)


@dataclass(frozen=True)
class Point:
    x: int
    y: int


p = Point(1, 2)
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)
try:
    p.x += 1
except Exception as e:
    print(type(e).__name__, e)


class Acc:
    def __init__(self):
        self.items = []
        self.total = 0

    def add(self, v, w=1):
        self.items.append(v)
        self.total += v * w
        return self

    def add_all(self, *vs):
        for v in vs:
            self.add(v)
        return self.total


a = Acc()
a.add(1).add(2, 3).add(w=2, v=5)
print(a.items, a.total, a.add_all(4, 5, 6))
for args in [(), (1, 2, 3)]:
    try:
        a.add(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    a.missing(1)
except AttributeError as e:
    print("AttributeError:", e)


def order(tag, v):
    print("eval", tag)
    return v


def three(x, y, z):
    return x * 100 + y * 10 + z


print(three(order("x", 1), order("y", 2), order("z", 3)))
try:
    three(order("only", 1), order("two", 2))
except TypeError as e:
    print("TypeError:", e)
obj = Box(0)
try:
    obj.__class__ = int
except TypeError as e:
    print("TypeError:", e)
n = 5
try:
    n.real = 3
except AttributeError as e:
    print("AttributeError:", e)
for target, name in [(5, "bit_length"), ([], "append"), ("s", "upper"), (1.5, "imag")]:
    try:
        setattr(target, name, 1)
    except AttributeError as e:
        print("AttributeError:", e)
