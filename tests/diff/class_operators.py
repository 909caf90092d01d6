class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)

    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)

    def __pow__(self, k):
        return Vec(self.x ** k, self.y ** k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __pos__(self):
        return self

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y


a, b = Vec(1, 2), Vec(3, 4)
print(a + b, b - a, a * 3, 3 * a, b / 2, b // 2, b % 2, a ** 2, -a, +a, abs(b), a @ b)
print(sum([a, b, Vec(0, 1)]))
try:
    a + 1
except TypeError as e:
    print(type(e).__name__, e)
try:
    "s" - a
except TypeError as e:
    print(type(e).__name__, e)
try:
    ~a
except TypeError as e:
    print(type(e).__name__, e)
c = a
c += b
print(c, a, c is a)
c *= 2
print(c)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, x):
        self.items.append(x)
        return self


acc = Acc()
alias = acc
acc += 5
acc += 6
print(acc.items, acc is alias)
