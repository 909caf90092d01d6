class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def key(self):
        return (self.major, self.minor)

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __le__(self, other):
        return self.key() <= other.key()

    def __repr__(self):
        return f"v{self.major}.{self.minor}"


a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a == c, a != c, a == b, a != b, a < b, b > a, a <= c, b >= a)
print(sorted([b, a, Version(0, 9)]), max([a, b]), min(a, b))
print(a == 5, a != "x", a in [b, c], [b, a].index(c))
try:
    a > 3
except TypeError as e:
    print(type(e).__name__, e)


class Plain:
    pass


p, q = Plain(), Plain()
print(p == p, p == q, p != q)
try:
    p < q
except TypeError as e:
    print(type(e).__name__, e)
