# Unit conversion toolkit: class hierarchy with class attributes, properties with setters,
# functools.cached_property/lru_cache/partial/total_ordering, math, operator.attrgetter.
import math
from functools import cached_property, lru_cache, partial, total_ordering
from operator import attrgetter


@total_ordering
class Quantity:
    units = {}

    def __init__(self, value, unit):
        if unit not in self.units:
            raise ValueError(f"unknown {type(self).__name__.lower()} unit {unit!r}")
        self.value = value
        self.unit = unit

    @property
    def base(self):
        return self.value * self.units[self.unit]

    def to(self, unit):
        return type(self)(self.base / self.units[unit], unit)

    def __eq__(self, other):
        return type(self) is type(other) and math.isclose(self.base, other.base)

    def __lt__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self.base < other.base

    def __add__(self, other):
        return type(self)(self.value + other.to(self.unit).value, self.unit)

    def __repr__(self):
        return f"{self.value:.4g} {self.unit}"


class Length(Quantity):
    units = {"m": 1.0, "km": 1000.0, "cm": 0.01, "mi": 1609.344, "ft": 0.3048}


class Mass(Quantity):
    units = {"kg": 1.0, "g": 0.001, "lb": 0.45359237}


class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError(f"{v} is below absolute zero")
        self._c = v

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32) * 5 / 9


class Circle:
    computed = 0

    def __init__(self, r):
        self.r = r

    @cached_property
    def area(self):
        Circle.computed += 1
        return math.pi * self.r ** 2


@lru_cache(maxsize=None)
def factor(src, dst):
    return Length.units[src] / Length.units[dst]


run = [Length(5, "km"), Length(3.1, "mi"), Length(16000, "ft"), Length(480000, "cm")]
print(sorted(run), max(run).to("km"), min(run).to("m"))
print(Length(1, "mi").to("ft"), Length(1, "km") + Length(500, "m"), Length(100, "cm") == Length(1, "m"))
print(Mass(1, "lb").to("g"), Mass(2, "kg") > Mass(4, "lb"), Length(1, "m") == Mass(1, "kg"))
print(sorted(run, key=attrgetter("unit")), [f"{factor('mi', u):.5f}" for u in ("km", "m", "ft")])
print(factor.cache_info().misses, factor("mi", "km") == factor("mi", "km"), factor.cache_info().hits)
to_km = partial(Quantity.to, unit="km")
print([to_km(q) for q in run])
t = Temperature(100)
print(t.fahrenheit)
t.fahrenheit = -40
print(t.celsius, round(Temperature(37).fahrenheit, 1))
c = Circle(2)
print(round(c.area, 6), round(c.area, 6), Circle.computed, "area" in c.__dict__)
del c.area
print(round(c.area, 3), Circle.computed)
try:
    Length(1, "parsec")
except ValueError as e:
    print(type(e).__name__, e)
try:
    Temperature(-300)
except ValueError as e:
    print(type(e).__name__, e)
try:
    Length(1, "m") < Mass(1, "kg")
except TypeError as e:
    print(type(e).__name__, e)
print(math.isclose(0.1 + 0.2, 0.3), math.floor(-2.5), math.ceil(2.1), math.gcd(84, 36), math.lcm(4, 6))
print(math.degrees(math.pi / 3), math.radians(180), math.sqrt(2), math.log10(1000), math.log(8, 2), math.comb(10, 3))
print(math.prod([1, 2, 3, 4]), math.isqrt(99), math.copysign(3, -0.0), math.trunc(-3.7), math.fsum([0.1] * 10))
