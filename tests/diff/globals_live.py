# globals() is the module namespace itself, not a copy: writes, deletes and updates through it
# change the names the program sees, and reads see later bindings.
x = 1
globals()["x"] = 5
print(x)
g = globals()
g["fresh"] = "made via globals()"
print(fresh)
del g["fresh"]
try:
    print(fresh)
except NameError as e:
    print(type(e).__name__, e)
y = 10
print(g["y"], "y" in g, "nope" in g, g.get("nope"), g.get("nope", 0))
y = 11
print(g["y"])
g.update({"a1": 1, "a2": 2}, a3=3)
print(a1, a2, a3)
print(g.setdefault("a1", 99), g.setdefault("a4", 4), a4)
print(g.pop("a4"), "a4" in g, g.pop("a4", "gone"))
print(globals() is globals(), type(g).__name__, isinstance(g, dict))
print([k for k in g if k.startswith("a") and len(k) == 2])
print(sorted(k for k in g.keys() if k in ("x", "y")))
print(dict(g)["x"], {**g}["y"], g.copy()["x"])


def set_global(name, value):
    # A function writes the notebook's names through globals(), as generated code does.
    globals()[name] = value


def read_global():
    return counter


set_global("counter", 1)
print(read_global())
for i in range(3):
    set_global("counter", counter + 1)
print(counter, read_global())


def make_functions():
    for n in ("double", "triple"):
        factor = 2 if n == "double" else 3
        globals()[n] = lambda v, f=factor: v * f


make_functions()
print(double(4), triple(4))
exec("z = x * 2", globals())
print(z)
print(eval("x + z", globals()))
print(vars() is not None, vars()["x"], vars() == globals())
try:
    g["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    del g["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    for name in globals():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)
