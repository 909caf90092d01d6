import operator as op
from functools import reduce, partial

class Vec:
    def __init__(self, *c):
        self.c = list(c)
    def __repr__(self):
        return 'Vec(' + ', '.join(map(str, self.c)) + ')'
    def __add__(self, o):
        return Vec(*[a + b for a, b in zip(self.c, o.c)])
    def __sub__(self, o):
        return Vec(*[a - b for a, b in zip(self.c, o.c)])
    def __mul__(self, k):
        return Vec(*[a * k for a in self.c])
    def __rmul__(self, k):
        return self * k
    def __matmul__(self, o):
        return sum(a * b for a, b in zip(self.c, o.c))
    def __neg__(self):
        return Vec(*[-a for a in self.c])
    def __pos__(self):
        return self
    def __abs__(self):
        return sum(a * a for a in self.c) ** 0.5
    def __invert__(self):
        return Vec(*reversed(self.c))
    def __eq__(self, o):
        return isinstance(o, Vec) and self.c == o.c
    def __lt__(self, o):
        return abs(self) < abs(o)
    def __getitem__(self, i):
        return self.c[i]
    def __setitem__(self, i, v):
        self.c[i] = v
    def __delitem__(self, i):
        del self.c[i]
    def __contains__(self, x):
        return x in self.c
    def __iter__(self):
        return iter(self.c)
    def __len__(self):
        return len(self.c)
    def __index__(self):
        return len(self.c)
    def __bool__(self):
        return any(self.c)
    def __iadd__(self, o):
        self.c = [a + b for a, b in zip(self.c, o.c)]
        return self

u, v = Vec(1, 2), Vec(3, 4)
print(op.add(u, v), op.sub(v, u), op.mul(u, 3), op.mul(2, u), op.matmul(u, v), op.neg(u), op.pos(u) is u)
print(op.abs(v), op.invert(u), op.eq(u, Vec(1, 2)), op.ne(u, v), op.lt(u, v), op.gt(u, v), op.truth(Vec(0, 0)), op.not_(u))
print(op.getitem(v, 1), op.contains(v, 4), op.index(v), op.countOf(v, 3), op.indexOf(v, 4))
w = Vec(9, 8, 7)
op.setitem(w, 0, 0)
op.delitem(w, 2)
print(w, len(w))
x = Vec(1, 1)
y = op.iadd(x, Vec(5, 5))
print(x, y is x)
print(reduce(op.add, [Vec(1, 0), Vec(0, 1), Vec(2, 2)]), sorted([Vec(3, 4), Vec(1, 0), Vec(0, 2)], key=op.abs))
print(max([Vec(3, 4), Vec(6, 8), Vec(1, 1)]), list(map(partial(op.mul, 10), [1, 2])), list(map(op.neg, [u, v])))
for bad in [lambda: op.add(u, 1), lambda: op.truediv(u, v), lambda: op.xor(u, v), lambda: op.le(u, v), lambda: op.iadd(u, 5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
