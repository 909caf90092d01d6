# obj.__dict__ and vars(obj) are the object's own dict: changes made through them are its
# attributes (update, item assignment, del, pop, clear, replacing __dict__), as in CPython.
class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)
        self.ready = True

c = Config(lr=0.1, epochs=3)
print(c.lr, c.epochs, c.ready, vars(c))
c.__dict__["batch"] = 32
print(c.batch, "batch" in vars(c), hasattr(c, "batch"))
del c.__dict__["lr"]
print(hasattr(c, "lr"), sorted(c.__dict__))
d = c.__dict__
c.extra = 1
print(d["extra"], d is c.__dict__, len(d))
c.__dict__.pop("extra")
print(getattr(c, "extra", "no extra"))
class W:
    def __init__(self):
        for k in "zyxwvutsrq":
            self.__dict__[k] = ord(k)
w = W()
print(list(w.__dict__.items())[:3], w.q, w.z)
w.__dict__.update(extra=1)
print(sorted(vars(w))[:3], w.extra)
w.__dict__.clear()
print(vars(w), hasattr(w, "q"))
w.q = 5
print(vars(w))
class P:
    def __init__(self, x):
        self.x = x
    def get(self):
        return self.x
ps = [P(i) for i in range(5)]
for p in ps[::2]:
    vars(p)["x"] = -p.x
print([p.get() for p in ps], [p.x for p in ps])
o = P(1)
o.__dict__ = {"x": 42, "y": 1}
print(o.x, o.get(), vars(o))
try:
    o.__dict__ = 5
except TypeError as e:
    print("TypeError:", e)
class A:
    def __init__(self):
        self.a = 1
        self.b = 2
x = A()
for k in x.__dict__:
    setattr(x, k, getattr(x, k) * 10)
print(vars(x))
for k, v in vars(x).items():
    setattr(x, k, v + 1)
print(x.a, x.b)
try:
    for k in x.__dict__:
        x.c = 3
except RuntimeError as e:
    print("RuntimeError:", e)
import copy
y = copy.deepcopy(x)
y.a = 99
print(x.a, y.a, vars(y))
from dataclasses import dataclass, asdict
@dataclass
class D:
    p: int
    q: str = "s"
dd = D(1)
print(vars(dd), asdict(dd))
dd.__dict__["p"] = 5
print(dd, dd == D(5))
