# @dataclass: generated __init__/__repr__/__eq__, defaults, field(), inheritance, __post_init__.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass
import dataclasses
from typing import List, Optional


@dataclass
class Point:
    x: float
    y: float = 0.0

    def norm2(self):
        return self.x ** 2 + self.y ** 2


p = Point(3, 4)
print(p, p.norm2(), Point(1), Point(y=2, x=1))
print(p == Point(3, 4), p == Point(3, 5), p != Point(0), p == (3, 4))
print(Point.__init__.__qualname__, Point.__match_args__)
try:
    hash(p)
except TypeError as e:
    print("TypeError", e)
try:
    Point()
except TypeError as e:
    print("TypeError", e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError", e)


@dataclass
class Particle:
    name: str
    pos: List[float] = field(default_factory=list)
    mass: float = 1.0
    tags: dict = field(default_factory=dict, repr=False)
    hidden: int = field(default=7, init=False)
    charge: Optional[float] = None


a = Particle("e")
b = Particle("p", [1.0, 2.0], 1836.0)
a.pos.append(0.5)
print(a, b, a.hidden)
print(Particle("x").pos, Particle("x").pos is Particle("x").pos)
print([f.name for f in fields(Particle)], [f.name for f in fields(b)])
print(asdict(b), astuple(a))
c = replace(b, mass=2.0)
print(c, c is b, b.mass)
try:
    replace(b, hidden=1)
except ValueError as e:
    print("ValueError", e)
print(is_dataclass(Particle), is_dataclass(b), is_dataclass(3), is_dataclass(Point))


@dataclass
class Base:
    a: int
    b: int = 2


@dataclass
class Child(Base):
    c: int = 3

    def __post_init__(self):
        self.total = self.a + self.b + self.c


ch = Child(1)
print(ch, ch.total, Child(1, 1, 1).total, isinstance(ch, Base))
print([f.name for f in fields(Child)])


@dataclass
class Line:
    start: Point
    end: Point
    label: str = "l"


line = Line(Point(0, 0), Point(1, 1))
print(line)
print(asdict(line))
print(astuple(line))


@dataclass
class Custom:
    v: int

    def __repr__(self):
        return f"<Custom {self.v}>"


print(Custom(5), [Custom(1), Custom(2)])

try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print("ValueError", e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError", e)
try:
    fields(3)
except TypeError as e:
    print("TypeError", e)
try:
    asdict(Point)
except TypeError as e:
    print("TypeError", e)
print(dataclasses.MISSING is dataclasses.MISSING)
