class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        return Money(self.cents + other.cents)

    def __repr__(self):
        return f"Money({self.cents})"


class Wallet:
    def __init__(self):
        self.items = []
        self.total = Money(0)

    def __iadd__(self, m):
        self.items.append(m)
        self.total += m
        return self

    def __isub__(self, m):
        return NotImplemented

    def __len__(self):
        return len(self.items)


a = Money(5)
b = a
a += Money(7)
print(a, b, a is b)
w = Wallet()
w0 = w
w += Money(3)
w += Money(4)
print(w.total, len(w), w is w0, w.items)
try:
    w -= Money(1)
except TypeError as e:
    print(type(e).__name__, e)
d = {"m": Money(1)}
d["m"] += Money(2)
print(d)
ms = [Money(1)]
ms[0] += Money(9)
print(ms)
