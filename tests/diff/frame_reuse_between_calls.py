# Frames reused between calls: each call sees only its own locals, its own enclosing scope and
# its own class, whichever function ran in the frame before.
def make_adder(n):
    def add(x):
        return x + n
    return add


add1 = make_adder(1)
add10 = make_adder(10)
print([add1(i) + add10(i) for i in range(3)])


def counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
        return count

    return bump


a, b = counter(), counter()
print(a(), a(), b(), a(), b())


def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


print(fact(10), fact(3))


def unbound(flag):
    if flag:
        y = 1
    return y


print(unbound(True))
try:
    unbound(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)


class Base:
    def hello(self):
        return "base"


def helper_in_body():
    return "helper"


class Child(Base):
    note = helper_in_body()

    def hello(self):
        return "child+" + super().hello()


class Other(Base):
    def hello(self):
        return "other+" + super().hello()


c, o = Child(), Other()
print([c.hello(), o.hello(), c.hello(), Child.note])


def make_class(tag):
    class K(Base):
        def hello(self):
            return tag + ":" + super().hello()

    return K


K1, K2 = make_class("one"), make_class("two")
print(K1().hello(), K2().hello(), K1().hello())


class Node:
    def __init__(self, value, nxt=None):
        self.value = value
        self.nxt = nxt

    def total(self):
        return self.value + (self.nxt.total() if self.nxt else 0)


chain = None
for v in range(6):
    chain = Node(v, chain)
print(chain.total())


class Many:
    def __init__(self):
        for i in range(7):
            setattr(self, f"a{i}", i)


m = Many()
m.extra = "x"
print(sorted(vars(m).items())[:3], len(vars(m)), m.a6, m.extra)
del m.a0
print(hasattr(m, "a0"), list(vars(m))[:2])
