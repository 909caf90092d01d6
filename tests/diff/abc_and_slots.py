import sys, time
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2

    def perimeter(self):
        return 4 * self.s


class HalfDone(Shape):
    def area(self):
        return 0


print(Square(3).describe(), Square(2).perimeter(), isinstance(Square(1), Shape), issubclass(Square, ABC))
print(sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__), Square.__abstractmethods__ == frozenset())
for cls in (Shape, HalfDone):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, cls.__name__ in str(e), "perimeter" in str(e), ("area" in str(e)) == (cls is Shape))


class Sensor(metaclass=ABCMeta):
    @property
    @abstractmethod
    def value(self):
        ...


class Thermo(Sensor):
    @property
    def value(self):
        return 21.5


print(Thermo().value)
try:
    Sensor()
except TypeError as e:
    print("TypeError", "value" in str(e))


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


v = Vec(1, 2)
v.x = 5
print(v, v.x + v.y, Vec.__slots__, hasattr(v, "__dict__"))
try:
    v.z = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    vars(v)
except TypeError as e:
    print("TypeError:", e)


class Vec3(Vec):
    __slots__ = "z"

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


class Loose(Vec):
    pass


w = Vec3(1, 2, 3)
w.z += 1
print(w.z, w)
try:
    w.q = 1
except AttributeError as e:
    print("AttributeError:", e)
l = Loose(1, 2)
l.anything = 7
print(l.anything, vars(l))
try:
    class Bad:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    print("ValueError:", e)

v = sys.version_info
print(v >= (3, 8), v < (4,), v[:2] >= (3, 10), v.major, type(v.minor).__name__, len(v), v[0], (3, 8) <= v, isinstance(v.releaselevel, str))
print(ascii("é"), ascii(["naïve", "日本", "😀"]), ascii(1), f"{'é'!a}", f"{'x'!a}", ascii("tab\t"))
print(len(time.strftime("%Y-%m-%d %H:%M:%S")), time.strftime("%Y") >= "2024")
