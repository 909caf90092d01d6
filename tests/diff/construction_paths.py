# Constructing instances positionally while what the class does changes: __init__ replaced,
# deleted, inherited, set to a lambda; enums, exceptions and abstract classes on the way.
import abc
import enum


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"P({self.x}, {self.y})"


ps = [P(i, i * 2) for i in range(3)]
print(ps)


def init3(self, x, y, z=0):
    self.x = x + z
    self.y = y


P.__init__ = init3
print(P(1, 2), P(1, 2, 10))
P.__init__ = lambda self, a, b: setattr(self, "x", a) or setattr(self, "y", -b)
print(P(5, 6))
del P.__init__
try:
    P(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(type(P()).__name__, hasattr(P(), "x"))


class Base:
    def __init__(self, v):
        self.v = v


class Child(Base):
    pass


print(Child(3).v)
Base.__init__ = lambda self, v: setattr(self, "v", v * 100)
print(Child(3).v)


class Child2(Base):
    def __init__(self, v):
        super().__init__(v + 1)


print(Child2(1).v)


class Color(enum.Enum):
    RED = 1
    GREEN = 2


for _ in range(2):
    print(Color(1), Color(2).name)


class Oops(ValueError):
    def __init__(self, code, text):
        super().__init__(text)
        self.code = code


for i in range(2):
    try:
        raise Oops(i, "bad")
    except ValueError as e:
        print(type(e).__name__, e, e.code)


class Shape(abc.ABC):
    def __init__(self, n):
        self.n = n

    @abc.abstractmethod
    def area(self):
        ...


class Square(Shape):
    def area(self):
        return self.n * self.n


for _ in range(2):
    try:
        Shape(2)
    except TypeError as e:
        # The message's wording changed in 3.12; its start and the method's name did not.
        print("TypeError:", str(e).startswith("Can't instantiate abstract class Shape"), "area" in str(e))
    print(Square(3).area())


class Returns:
    def __init__(self, x):
        self.x = x
        if x > 1:
            return x


print(Returns(1).x)
try:
    Returns(2)
except TypeError as e:
    print("TypeError:", e)
