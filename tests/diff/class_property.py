class Circle:
    def __init__(self, r):
        self.radius = r

    @property
    def radius(self):
        "The radius."
        return self._r

    @radius.setter
    def radius(self, v):
        if v < 0:
            raise ValueError("radius must be non-negative")
        self._r = v

    @property
    def area(self):
        return 3 * self._r ** 2


c = Circle(2)
print(c.radius, c.area, c.__dict__)
c.radius = 5
print(c.radius, c.area)
try:
    c.radius = -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    c.area = 3
except AttributeError as e:
    print(type(e).__name__, e)
print(type(Circle.radius).__name__, Circle.radius.__doc__)


class Celsius:
    def get(self):
        return self._c

    def set(self, v):
        self._c = v * 1.0

    temp = property(get, set)


x = Celsius()
x.temp = 4
print(x.temp)
try:
    del c.area
except AttributeError as e:
    print(type(e).__name__, e)
