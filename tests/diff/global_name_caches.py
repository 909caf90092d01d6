# Reads of global and builtin names are remembered per site; every rebinding must be seen.
scale = 2


def scaled(xs):
    return [x * scale for x in xs] + [len(xs) * scale]


def reads():
    out = []
    for _ in range(3):
        out.append(scale)
    return out


print(reads(), scaled([1, 2]))
scale = 10
print(reads(), scaled([1, 2]))


def bump():
    global scale
    scale += 1


def bump_and_read():
    out = []
    for _ in range(3):
        bump()
        out.append(scale)
    return out


print(bump_and_read())


# A builtin shadowed by a global, then the global deleted.
def count(xs):
    return len(xs)


print(count("abc"))
len = lambda xs: -1
print(count("abc"))
del len
print(count("abc"))


# A function redefined between calls of its caller.
def helper():
    return "first"


def caller():
    return helper()


print(caller())


def helper():
    return "second"


print(caller())

# A global deleted: the next read is a NameError, not the remembered value.
gone = 5


def read_gone():
    return gone


print(read_gone())
del gone
try:
    read_gone()
except NameError as e:
    print("NameError:", e)
gone = 6
print(read_gone())


# A local of the same name in another function, and a parameter named like a builtin.
def local_shadow():
    scale = "local"
    return scale


def param_shadow(len):
    return len


print(local_shadow(), param_shadow(3), reads())


# A nested function reading an enclosing local named like a global.
def outer():
    scale = "enclosing"

    def inner():
        return scale

    return inner()


print(outer())

# Module-level loops that read and write globals.
total = 0
for i in range(5):
    total = total + i * scale
print(total)

# exec with its own globals: the same names, other values.
code = "def f():\n    return scale\nresult = f()"
g = {"scale": "exec's"}
exec(code, g)
print(g["result"], reads())
