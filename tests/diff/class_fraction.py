import math


class Frac:
    def __init__(self, n, d=1):
        if d == 0:
            raise ZeroDivisionError("denominator is zero")
        g = math.gcd(n, d)
        if d < 0:
            g = -g
        self.n, self.d = n // g, d // g

    @classmethod
    def of(cls, x):
        return x if isinstance(x, Frac) else cls(x)

    def __add__(self, o):
        if not isinstance(o, (int, Frac)):
            return NotImplemented
        o = Frac.of(o)
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)

    __radd__ = __add__

    def __sub__(self, o):
        o = Frac.of(o)
        return Frac(self.n * o.d - o.n * self.d, self.d * o.d)

    def __rsub__(self, o):
        return Frac.of(o) - self

    def __mul__(self, o):
        o = Frac.of(o)
        return Frac(self.n * o.n, self.d * o.d)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = Frac.of(o)
        return Frac(self.n * o.d, self.d * o.n)

    def __rtruediv__(self, o):
        return Frac.of(o) / self

    def __neg__(self):
        return Frac(-self.n, self.d)

    def __eq__(self, o):
        if isinstance(o, int):
            o = Frac(o)
        if not isinstance(o, Frac):
            return NotImplemented
        return (self.n, self.d) == (o.n, o.d)

    def __hash__(self):
        return hash((self.n, self.d))

    def __lt__(self, o):
        o = Frac.of(o)
        return self.n * o.d < o.n * self.d

    def __float__(self):
        return self.n / self.d

    def __repr__(self):
        return f"{self.n}/{self.d}"


h, t = Frac(1, 2), Frac(1, 3)
print(h + t, h - t, h * t, h / t, 1 + h, 1 - h, 2 * t, 1 / t, -h)
print(h == Frac(2, 4), h == 0.5, Frac(4, 2) == 2, 2 == Frac(4, 2), h < t, t < h)
try:
    0 < h
except TypeError as e:
    print(type(e).__name__, e)
print(sum([h, t, Frac(1, 6)]), float(h), sorted([h, t, Frac(-1, 5)]), len({h, Frac(2, 4), t}))
try:
    h + "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    Frac(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(round(float(Frac(22, 7)), 4), max(h, t), min([h, t]))
