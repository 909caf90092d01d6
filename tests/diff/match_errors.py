# `match` errors: runtime TypeErrors of class patterns, CPython's compile-time SyntaxErrors.
class P:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class NoArgs:
    pass


class BadArgs:
    __match_args__ = ["x"]


class NotStr:
    __match_args__ = (1,)


def trial(subject, make):
    try:
        print(make(subject))
    except Exception as e:
        print(type(e).__name__, e)


def m1(v):
    match v:
        case P(1, 2, 3):
            return "m"
    return "no"


def m2(v):
    match v:
        case NoArgs(1):
            return "m"
    return "no"


def m3(v):
    match v:
        case BadArgs(1):
            return "m"
    return "no"


def m4(v):
    match v:
        case int(1, 2):
            return "m"
    return "no"


def m5(v):
    match v:
        case len(1):
            return "m"
    return "no"


def m6(v):
    match v:
        case P(1, x=2):
            return "m"
    return "no"


def m7(v):
    match v:
        case NotStr(1):
            return "m"
    return "no"


def m8(v):
    match v:
        case P(z=1):
            return "m"
    return "no"


trial(P(1, 2), m1)
trial(NoArgs(), m2)
trial(P(1, 2), m2)
trial(BadArgs(), m3)
trial(5, m4)
trial(5, m5)
trial(P(1, 2), m6)
trial(NotStr(), m7)
trial(P(1, 2), m8)

# Keys compared at run time (value patterns) may repeat.
class K:
    A = "a"
    B = "a"

try:
    match {"a": 1}:
        case {K.A: 1, K.B: 2}:
            print("m")
except Exception as e:
    print(type(e).__name__, e)

sources = [
    "match 1:\n case x: pass\n case 2: pass",
    "match 1:\n case _: pass\n case 2: pass",
    "match 1:\n case (x): pass\n case 2: pass",
    "match 1:\n case x if x: pass\n case 2: pass",
    "match 1:\n case [a] | [b, c]: pass",
    "match 1:\n case 1 | x: pass",
    "match 1:\n case x | 1: pass",
    "match 1:\n case [a, a]: pass",
    "match 1:\n case [a, *a]: pass",
    "match 1:\n case {'k': a, **a}: pass",
    "match 1:\n case {'a': 1, 'a': 2}: pass",
    "match 1:\n case {1: 1, 1.0: 2}: pass",
    "match 1:\n case {-1: 1, -1: 2}: pass",
    "match 1:\n case {None: 1, None: 2}: pass",
    "match 1:\n case {b'x': 1, b'x': 2}: pass",
    "match 1:\n case {True: 1, 1: 2}: pass",
    "match 1:\n case P(x=1, x=2): pass",
    "match 1:\n case [x, *a, *b]: pass",
    "def f():\n match 1:\n  case x: pass\n  case y: pass",
    "match 1:\n case [1, 2] | (3, 4): pass\n case _: pass",
]
for src in sources:
    try:
        exec(src, {"P": P})
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno, "|", e)
