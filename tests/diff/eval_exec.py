x = 10
print(eval("x * 2 + 1"), eval(" 3 ** 2"), eval("[i * i for i in range(4)]"), eval("max(x, 50)"))
print(eval("a + b", {"a": 1, "b": 2}), eval("y", {}, {"y": 5}), eval("len('abc')", {}))


def area(w, h):
    return eval("w * h")


print(area(3, 4))
exec("z = x + 5\ndef double(v):\n    return 2 * v")
print(z, double(21))
ns = {"base": 100}
exec("total = base + 1\nitems = [total] * 2", ns)
print(ns["total"], ns["items"], sorted(k for k in ns if not k.startswith("__")))
code = """
class Greeter:
    def __init__(self, name):
        self.name = name
    def hello(self):
        return f"hello {self.name}"
g = Greeter("gpu")
"""
exec(code)
print(g.hello(), type(g).__name__)
ops = {"+": "a + b", "*": "a * b", "**": "a ** b"}
for sym, expr in ops.items():
    print(sym, eval(expr, {"a": 3, "b": 4}))
for bad in ["1 +", "x = 1", "import os; os"]:
    try:
        eval(bad)
    except SyntaxError as e:
        print("SyntaxError")
try:
    eval("undefined_name + 1")
except NameError as e:
    print("NameError:", e)
try:
    eval(5)
except TypeError as e:
    print("TypeError:", e)
try:
    exec("1 / 0")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(eval("(lambda q: q + 1)(1)"), exec("pass"))
