# `match` as course code uses it: commands, shapes, records, JSON-like data, guards, captures.
from dataclasses import dataclass
from collections import namedtuple, deque
from enum import Enum


def command(text):
    match text.split():
        case ["quit"] | ["exit"]:
            return "bye"
        case ["go", direction]:
            return f"going {direction}"
        case ["pick", "up", *items] if items:
            return f"picking {', '.join(items)}"
        case ["pick", "up"]:
            return "pick up what?"
        case [verb, *rest]:
            return f"unknown verb {verb!r} with {len(rest)} args"
        case []:
            return "empty"


for line in ["quit", "exit", "go north", "pick up lamp key", "pick up", "dance a jig", ""]:
    print(repr(line), "->", command(line))


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Circle:
    center: Point
    r: float


class Rect:
    __match_args__ = ("w", "h")

    def __init__(self, w, h):
        self.w, self.h = w, h


def area(shape):
    match shape:
        case Circle(Point(x=0, y=0), r):
            return f"centred circle, area {3.14159 * r * r:.3f}"
        case Circle(center=Point(x, y), r=r) if r > 10:
            return f"big circle at ({x}, {y})"
        case Circle(_, r):
            return f"circle r={r}"
        case Rect(w, h) if w == h:
            return f"square {w}"
        case Rect(w=w, h=h):
            return f"rect {w}x{h}"
        case Point():
            return "a point"
        case _:
            return "unknown"


for s in [Circle(Point(0, 0), 2.0), Circle(Point(1, 2), 11), Circle(Point(1, 2), 3), Rect(3, 3), Rect(2, 5), Point(1, 1), 42]:
    print(area(s))


def describe(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int() | float() as num:
            return f"number {num!r}"
        case str(s):
            return f"string of {len(s)}"
        case (a, b):
            return f"pair {a}, {b}"
        case [first, *_, last]:
            return f"seq {first}..{last}"
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} {sorted(extra)}"
        case {"type": t}:
            return f"record of type {t}"
        case {}:
            return "other mapping"
        case _:
            return f"other {type(v).__name__}"


for v in [None, True, False, 0, 1, -3, 2.5, "hello", (1, 2), [1, 2], [1, 2, 3, 4], (1,), range(5),
          {"type": "user", "name": "ada", "age": 36, "id": 7}, {"type": "order"}, {"k": 1}, {},
          {"type": "user", "name": 5}, b"xy", {1, 2}, deque([4, 5, 6])]:
    print(repr(v), "->", describe(v))


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


def paint(c):
    match c:
        case Color.RED | Color.GREEN:
            return "warm-ish"
        case Color.BLUE:
            return "cool"


print([paint(c) for c in Color])

Pair = namedtuple("Pair", "left right")
match Pair(1, 2):
    case Pair(left, right=2):
        print("namedtuple", left)
match Pair(3, 4):
    case (a, b):
        print("as sequence", a, b)

# Captures stay bound after the match; a failed guard keeps them too, as in CPython.
match [10, 20]:
    case [x, y] if x > y:
        print("never")
    case [_, _]:
        print("x, y after a failed guard:", x, y)

# Strings and bytes are not sequences for patterns; dict subclasses are mappings.
from collections import OrderedDict, defaultdict, Counter
for v in ["ab", b"ab", OrderedDict(a=1), defaultdict(int, a=2), Counter("aab")]:
    match v:
        case [p, q]:
            print(type(v).__name__, "sequence", p, q)
        case {"a": n}:
            print(type(v).__name__, "mapping", n)
        case _:
            print(type(v).__name__, "neither")

# Nested and walrus-free value patterns with dotted names, in a loop with break/continue.
events = [("click", (3, 4)), ("key", "q"), ("scroll", -2), ("key", "x"), ("click", (0, 0))]
for ev in events:
    match ev:
        case ("click", (0, 0)):
            print("origin click, stop")
            break
        case ("click", (x, y)):
            print("click at", x, y)
        case ("key", "q"):
            print("quit key, skip")
            continue
        case ("key", k):
            print("key", k)
        case (kind, _):
            print("other event", kind)
else:
    print("no break")
