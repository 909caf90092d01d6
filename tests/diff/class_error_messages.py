class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def move(self, dx, dy=0):
        self.x += dx
        self.y += dy

    def norm(self):
        return abs(self.x) + abs(self.y)


p = Point(1, 2)
tries = [
    lambda: Point(),
    lambda: Point(1, 2, 3),
    lambda: Point(1, y=2, x=3),
    lambda: Point(1, 2, z=3),
    lambda: p.move(),
    lambda: p.move(1, 2, 3),
    lambda: p.norm(5),
    lambda: Point.norm(),
    lambda: p.missing(),
    lambda: Point.missing,
    lambda: p.x.missing,
    lambda: Point.__init__(p, 1),
]
for t in tries:
    try:
        t()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)


class NoInit:
    pass


try:
    NoInit(1)
except TypeError as e:
    print(type(e).__name__, e)


class ReturnsValue:
    def __init__(self):
        return 5


try:
    ReturnsValue()
except TypeError as e:
    print(type(e).__name__, e)
try:
    p()
except TypeError as e:
    print(type(e).__name__, e)
