from typing import NamedTuple, List


class Point(NamedTuple):
    """A point."""
    x: float
    y: float = 0.0

    def norm2(self):
        return self.x ** 2 + self.y ** 2

    def __repr__(self):
        return f"P<{self.x}, {self.y}>"


class Sample(NamedTuple):
    name: str
    values: List[float]
    weight: int = 1


p = Point(3, 4)
print(p, p.norm2(), Point(1), p.x, p[1], tuple(p), Point._fields, Point.__doc__)
a, b = p
print(a, b, p == (3, 4), p._replace(x=0), p._asdict())
s = Sample("run", [1.0, 2.5])
print(s, s.weight, s._field_defaults, isinstance(s, Sample))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)
try:
    s.name = "x"
except AttributeError as e:
    print("AttributeError", e)
