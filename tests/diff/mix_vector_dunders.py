# Vector/Matrix classes with arithmetic dunders, iteration, hashing and functools.reduce.
import math
from functools import reduce
from itertools import starmap
from operator import mul, add


class Vector:
    def __init__(self, *components):
        self._c = tuple(float(x) for x in components)

    def __len__(self):
        return len(self._c)

    def __iter__(self):
        return iter(self._c)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vector(*self._c[i])
        return self._c[i]

    def __add__(self, other):
        if len(self) != len(other):
            raise ValueError(f"dimension mismatch: {len(self)} vs {len(other)}")
        return Vector(*map(add, self, other))

    def __sub__(self, other):
        return self + (-other)

    def __neg__(self):
        return Vector(*(-x for x in self))

    def __mul__(self, k):
        if isinstance(k, Vector):
            return sum(starmap(mul, zip(self, k)))
        return Vector(*(x * k for x in self))

    __rmul__ = __mul__

    def __abs__(self):
        return math.hypot(*self._c)

    def __bool__(self):
        return any(self._c)

    def __eq__(self, other):
        return isinstance(other, Vector) and self._c == other._c

    def __hash__(self):
        return hash(self._c)

    def __repr__(self):
        return "Vector(" + ", ".join(f"{x:g}" for x in self._c) + ")"

    def __format__(self, spec):
        return "<" + ", ".join(format(x, spec) for x in self._c) + ">"


class Matrix:
    def __init__(self, rows):
        self.rows = [list(map(float, r)) for r in rows]

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __matmul__(self, other):
        if isinstance(other, Vector):
            return Vector(*(Vector(*r) * other for r in self.rows))
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __eq__(self, other):
        return self.rows == other.rows

    def T(self):
        return Matrix(zip(*self.rows))

    def __str__(self):
        return "\n".join(" ".join(f"{x:6.2f}" for x in r) for r in self.rows)


v, w = Vector(3, 4), Vector(1, -2)
print(v, w, v + w, v - w, -v, v * 2, 3 * w, v * w)
print(abs(v), bool(Vector(0, 0)), bool(w), len(v), list(v), v[1], v[::-1])
print(f"{v:.3f}", format(w, "+.1e"), f"{v!r:>20}|")
print(v == Vector(3.0, 4.0), v != w, len({v, Vector(3, 4), w}))
print(reduce(lambda a, b: a + b, [Vector(1, 1)] * 5), sum(abs(Vector(i, i)) for i in range(3)))
try:
    v + Vector(1, 2, 3)
except ValueError as e:
    print(type(e).__name__, e)
try:
    v @ w
except TypeError as e:
    print(type(e).__name__, e)
m = Matrix([[1, 2], [3, 4], [5, 6]])
print(m.shape, m.T().shape)
print(m @ m.T())
print(m.T() @ m == Matrix([[35, 44], [44, 56]]), Matrix.identity(2) @ Vector(7, 8))
theta = math.pi / 2
rot = Matrix([[math.cos(theta), -math.sin(theta)], [math.sin(theta), math.cos(theta)]])
print(f"{rot @ Vector(1, 0):.3f}", [round(x, 6) + 0.0 for x in rot @ Vector(0, 1)])
print(reduce(mul, [Vector(1, 2) * Vector(3, 4), 2.0, 0.5]))
