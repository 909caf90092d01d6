class Base:
    def __init__(self, value):
        self.value = value
        self.log = ["Base"]

    def show(self):
        return f"Base({self.value})"

    @classmethod
    def make(cls, v):
        return cls(v)


class Mid(Base):
    def __init__(self, value):
        super(Mid, self).__init__(value * 2)
        self.log.append("Mid")

    def show(self):
        return "Mid/" + super(Mid, self).show()


class Leaf(Mid):
    def __init__(self, value):
        super().__init__(value + 1)
        self.log.append("Leaf")

    def show(self):
        return "Leaf/" + super().show()

    @classmethod
    def make(cls, v):
        obj = super().make(v)
        obj.log.append("made")
        return obj


x = Leaf(1)
print(x.value, x.log, x.show())
y = Leaf.make(5)
print(type(y).__name__, y.log, y.value)


class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True

    def __repr__(self):
        return "Plain+" + super().__repr__()[:15]


print(Plain().ok, repr(Plain()))
try:
    super(int, x)
except TypeError as e:
    print(type(e).__name__, e)


class NoParent:
    def f(self):
        return super().missing


try:
    NoParent().f()
except AttributeError as e:
    print(type(e).__name__, e)
