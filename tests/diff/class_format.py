class Temp:
    def __init__(self, c):
        self.c = c

    def __format__(self, spec):
        if spec.endswith("F"):
            return format(self.c * 9 / 5 + 32, spec[:-1]) + "F"
        return format(self.c, spec) + "C"

    def __str__(self):
        return f"{self.c} degrees"


t = Temp(21.5)
print(f"{t}", f"{t:.1f}", f"{t:.0F}", format(t, ">8.2f"), "{:.3f}".format(t), "{0} / {0:.0f}".format(t))
print(str(t), "%s" % t)


class Plain:
    def __repr__(self):
        return "Plain()"


print(f"{Plain()}", "{}".format(Plain()), format(Plain()), f"{Plain()!r:>10}")
for spec in (">5", "d"):
    try:
        format(Plain(), spec)
    except TypeError as e:
        print(type(e).__name__, e)


class BadFormat:
    def __format__(self, spec):
        return 42


try:
    f"{BadFormat()}"
except TypeError as e:
    print(type(e).__name__, e)
