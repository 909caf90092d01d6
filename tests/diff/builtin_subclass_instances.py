from collections import Counter, defaultdict, OrderedDict, deque, namedtuple
from enum import IntEnum

c = Counter("mississippi")
dd = defaultdict(int)
od = OrderedDict(a=1)
print(isinstance(c, dict), isinstance(dd, dict), isinstance(od, dict), isinstance(deque(), list))
print(type(c), type(dd), type(od), type(deque()))
print(isinstance(c, Counter), isinstance({}, Counter), isinstance(dd, (list, dict)))

Point = namedtuple("Point", "x y")
p = Point(1, 2)
print(isinstance(p, tuple), isinstance((1, 2), Point), isinstance(p, Point), isinstance(p, list))


class Level(IntEnum):
    LOW = 1
    HIGH = 2


print(isinstance(Level.LOW, int), isinstance(Level.LOW, Level), isinstance(1, Level), Level.HIGH + 1, Level.LOW < Level.HIGH)


def walk(node, depth=0):
    """A JSON-like walker that must see Counter and namedtuple as dict and tuple."""
    if isinstance(node, dict):
        return {k: walk(v, depth + 1) for k, v in node.items()}
    if isinstance(node, (list, tuple)):
        return [walk(v, depth + 1) for v in node]
    return node


print(walk({"counts": Counter("aab"), "pt": p, "lvl": [Level.LOW]}))
