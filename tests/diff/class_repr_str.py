class Money:
    def __init__(self, cents):
        self.cents = cents

    def __repr__(self):
        return f"Money({self.cents})"

    def __str__(self):
        return f"${self.cents // 100}.{self.cents % 100:02d}"


m = Money(1234)
print(m)
print(repr(m), str(m), f"{m}", f"{m!r}")
print([m], (m,), {"k": m}, {m.cents: [m, m]})
print("%s and %r" % (m, m))
print(str([m]))


class OnlyRepr:
    def __repr__(self):
        return "<only>"


o = OnlyRepr()
print(o, str(o), [o])


class Plain:
    pass


print(str(Plain()).startswith("<__main__.Plain object at 0x"))


class Bad:
    def __repr__(self):
        return 5


try:
    repr(Bad())
except TypeError as e:
    print(type(e).__name__, e)


class Loop:
    def __repr__(self):
        return repr(self)


try:
    repr(Loop())
except RecursionError as e:
    print(type(e).__name__)
