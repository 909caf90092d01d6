# collections.deque and namedtuple.
from collections import deque, namedtuple

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], 3 in d)
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d.count(7), d.index(7))
d.remove(7)
d.reverse()
print(d, list(d), sum(d), bool(deque()))
window = deque(maxlen=3)
for i in range(6):
    window.append(i)
    print(list(window), end=" ")
print()
print(window, window.maxlen, deque("abc"))
try:
    deque().pop()
except IndexError as e:
    print("IndexError", e)
try:
    deque([1]).remove(5)
except ValueError as e:
    print("ValueError", e)
try:
    deque([1])[5]
except IndexError as e:
    print("IndexError", e)
q = deque()
q.append("job1")
q.append("job2")
while q:
    print("run", q.popleft())
print(deque([1, 2]) == deque([1, 2]), deque([1]) == deque([2]))

Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[-1], len(p), tuple(p), list(p))
x, y = p
print(x + y, p == (1, 2), p == Point(1, 2), p < Point(1, 3), hash(p) == hash((1, 2)))
print(p._asdict(), p._replace(y=5), Point._make([3, 4]), Point._fields)
print(p[:1], p + (3,), 2 in p, p.count(1), p.index(2))
Color = namedtuple("Color", "red green blue", defaults=[0])
print(Color(255, 128), Color(1, 2, 3), Color._field_defaults)
Pair = namedtuple("Pair", "left, right")
print(Pair(left="l", right="r"), sorted([Pair(2, 1), Pair(1, 5), Pair(1, 2)]))
print({Point(0, 0): "origin"}[Point(0, 0)], "{} and {}".format(*p), max(Point(3, 9)))
try:
    p.x = 3
except AttributeError as e:
    print("AttributeError", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    p._replace(z=1)
except ValueError as e:
    print("ValueError", e)
for bad in ["x x", "x _y", "x 1y", "x class"]:
    try:
        namedtuple("P", bad)
    except ValueError as e:
        print("ValueError", e)
print(namedtuple("R", "a b _c", rename=True)._fields, type(p).__name__, isinstance(p, Point))
Rec = namedtuple("Rec", "index count")
r = Rec(3, 7)
print(r.index, r.count, r, r._replace(count=1))
selfref = deque([1])
selfref.append(selfref)
print(selfref)
from collections import defaultdict
dd = defaultdict(list)
dd["a"] = dd
print(dd)
