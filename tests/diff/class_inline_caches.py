# Attribute sites remember where they found an attribute; every change that alters the answer
# must be seen at the same site on the next pass through the loop.
class P:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


def read_all(objs):
    out = []
    for o in objs:
        out.append(o.x)
    return out


def call_all(objs):
    return [o.get() for o in objs]


ps = [P(i) for i in range(3)]
print(read_all(ps), call_all(ps))

# A property defined on the class later takes over reads of the same name.
P.x = property(lambda self: -1)
try:
    print(read_all(ps))
except AttributeError as e:
    print("AttributeError", e)
del P.x
print(read_all(ps))

# The method replaced on the class, then shadowed on one instance.
P.get = lambda self: self.x * 10
print(call_all(ps))
ps[1].get = lambda: "own"
print(call_all(ps))
del ps[1].get
print(call_all(ps))


# Instances of two classes through one site, and attributes in a different order.
class Q:
    def __init__(self, x):
        self.y = "y"
        self.x = x

    def get(self):
        return ("Q", self.x)


mixed = [P(1), Q(2), P(3), Q(4)]
print(read_all(mixed), call_all(mixed))


# Writes: a class-level __setattr__ added later sees every assignment.
def bump_all(objs):
    for o in objs:
        o.x += 1


bump_all(ps)
print(read_all(ps))


def loud(self, name, value):
    print("set", name, value)
    object.__setattr__(self, name, value)


P.__setattr__ = loud
bump_all(ps)
del P.__setattr__
bump_all(ps)
print(read_all(ps))

# An attribute deleted from one instance: the site must not read another's slot.
del ps[0].x
try:
    print(read_all(ps))
except AttributeError as e:
    print("AttributeError", e)
ps[0].x = "back"
print(read_all(ps))


# A class dropped and a new one made: nothing of the old one's answers remains.
def make(n):
    class T:
        def __init__(self):
            self.v = n

        def who(self):
            return n

    return T()


for n in range(5):
    t = make(n)
    print(t.v, t.who(), end="; ")
print()


# Properties and __getattr__ are asked every time.
class Counted:
    def __init__(self):
        self.n = 0

    @property
    def twice(self):
        return self.n * 2

    def __getattr__(self, name):
        return "missing " + name


c = Counted()
for i in range(3):
    c.n += i
    print(c.twice, c.other)
