class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


class Nothing:
    pass


for v in [Flag(True), Flag(False), Sized(0), Sized(2), Nothing()]:
    print(type(v).__name__, bool(v), "yes" if v else "no", not v)
print(len([x for x in [Sized(0), Sized(1), Flag(0 == 0)] if x]))
print(Flag(False) or "fallback", Sized(3) and "both")


class BadBool:
    def __bool__(self):
        return 1


try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)
while Sized(0):
    print("never")
