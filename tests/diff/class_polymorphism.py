import math


class Shape:
    name = "shape"

    def area(self):
        raise NotImplementedError(f"{type(self).__name__} must implement area()")

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()


class Circle(Shape):
    name = "circle"

    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


class Rect(Shape):
    name = "rect"

    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Square(Rect):
    name = "square"

    def __init__(self, side):
        super().__init__(side, side)


shapes = [Circle(1), Rect(2, 3), Square(2)]
for s in sorted(shapes):
    print(s.describe())
print(max(shapes).name, [type(s).__name__ for s in shapes])
print([isinstance(s, Rect) for s in shapes])
try:
    Shape().describe()
except NotImplementedError as e:
    print(type(e).__name__, e)
total = sum(s.area() for s in shapes)
print(round(total, 3))
