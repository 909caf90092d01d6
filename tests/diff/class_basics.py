class Point:
    """A 2-D point."""
    count = 0

    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1

    def dist2(self):
        return self.x ** 2 + self.y ** 2

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

p = Point(3, 4)
print(p, p.dist2(), Point.count, Point.__doc__)
print([p, Point(1, 2)], Point.count)
print(p.__dict__)
try:
    p.z
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__, e)
print(type(p).__name__, isinstance(p, Point), isinstance(p, object), type(p) is Point)
m = p.dist2
print(m())
print(str(p), repr(p))
class Q:
    pass
q = Q()
print(repr(q).startswith("<__main__.Q object at 0x"))
q.a = 5
print(q.a, hasattr(q, "a"), hasattr(q, "b"), getattr(q, "b", 7))
setattr(q, "b", 8); print(q.b); delattr(q, "b"); print(hasattr(q, "b"))
del q.a
print(q.__dict__)
