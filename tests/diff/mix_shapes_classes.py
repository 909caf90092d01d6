# Class hierarchy with abstract-ish base, properties, dunders and sorting by key.
import math
from functools import total_ordering
from operator import attrgetter, methodcaller


@total_ordering
class Shape:
    sides = 0

    def __init__(self, name):
        self._name = name

    @property
    def name(self):
        return self._name

    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")

    def __lt__(self, other):
        if not isinstance(other, Shape):
            return NotImplemented
        return self.area() < other.area()

    def __eq__(self, other):
        if not isinstance(other, Shape):
            return NotImplemented
        return math.isclose(self.area(), other.area())

    def __repr__(self):
        return f"{type(self).__name__}({self._name!r}, area={self.area():.2f})"


class Rect(Shape):
    sides = 4

    def __init__(self, w, h, name="rect"):
        super().__init__(name)
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    @property
    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, s, name="square"):
        super().__init__(s, s, name)

    @property
    def side(self):
        return self.w

    @side.setter
    def side(self, value):
        if value <= 0:
            raise ValueError("side must be positive")
        self.w = self.h = value


class Circle(Shape):
    def __init__(self, r, name="circle"):
        super().__init__(name)
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    @property
    def perimeter(self):
        return 2 * math.pi * self.r


shapes = [Rect(3, 4), Square(2), Circle(1.5), Rect(1, 12, "thin"), Square(3, "big")]
for s in sorted(shapes):
    print(f"{s.name:<8}{type(s).__name__:<8}{s.area():>8.3f}{s.perimeter:>8.3f} sides={s.sides}")
print(max(shapes), min(shapes))
print(Rect(3, 4) == Rect(2, 6), Rect(3, 4) <= Square(2), Square(2) > Circle(1))
print([s.name for s in sorted(shapes, key=attrgetter("perimeter"), reverse=True)])
print(list(map(methodcaller("area"), shapes[:2])))
print([type(s).__mro__[1].__name__ for s in shapes])
sq = Square(5)
sq.side = 7
print(sq.side, sq.area(), isinstance(sq, Rect), issubclass(Square, Shape))
try:
    sq.side = -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    sq.name = "x"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Shape("blob").area()
except NotImplementedError as e:
    print(type(e).__name__, e)
try:
    Rect(1, 1) < 5
except TypeError as e:
    print(type(e).__name__, e)
print(Rect(1, 1) == 5, Rect.__mro__[1].__name__, Square.sides)
print(sum(s.area() for s in shapes if isinstance(s, Rect)))
