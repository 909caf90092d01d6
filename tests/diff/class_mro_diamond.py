class A:
    def who(self):
        return "A"

    def chain(self):
        return ["A"]


class B(A):
    def who(self):
        return "B"

    def chain(self):
        return ["B"] + super().chain()


class C(A):
    def who(self):
        return "C"

    def chain(self):
        return ["C"] + super().chain()


class D(B, C):
    def chain(self):
        return ["D"] + super().chain()


d = D()
print(d.who(), d.chain())
print([k.__name__ for k in D.__mro__])
print(super(B, d).who(), super(D, d).who(), super(C, d).who())
try:
    class E(A, B):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class X: pass
class Y: pass
class Z(X, Y): pass
print([k.__name__ for k in Z.__mro__])
