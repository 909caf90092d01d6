class Counter:
    total = 0
    names = []

    def __init__(self, name):
        self.name = name
        Counter.total += 1
        self.names.append(name)

    def bump(self):
        self.total += 1
        return self.total


a, b = Counter("a"), Counter("b")
print(Counter.total, a.total, a.names is Counter.names, Counter.names)
print(a.bump(), a.total, Counter.total, b.total)
print(a.__dict__, "total" in vars(a) if False else sorted(a.__dict__))
Counter.total = 10
print(b.total, a.total)
del a.total
print(a.total)
a.extra = [1]
print(getattr(a, "extra"), getattr(Counter, "total"), hasattr(Counter, "bump"))
setattr(Counter, "kind", "counter")
print(a.kind, b.kind, Counter.kind)
del Counter.kind
print(hasattr(a, "kind"))
try:
    del a.nothing
except AttributeError as e:
    print(type(e).__name__, e)
print(a.__class__.__name__, type(a).total)
x = 1


class Scope:
    x = 2
    y = x * 10

    def get_x(self):
        return x


print(Scope.y, Scope().get_x())


class Outer:
    class Inner:
        def hello(self):
            return "inner"


print(Outer.Inner().hello(), Outer.Inner.__qualname__, Outer.Inner.__name__)
