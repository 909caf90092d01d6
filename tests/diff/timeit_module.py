# The timeit module: timeit, repeat, Timer (timeit, repeat, autorange), default_timer, with
# statements as strings (globals=, setup=) and callables; CPython errors for bad statements.
import timeit
import math

def square(x):
    return x * x

data = list(range(100))
t = timeit.timeit(lambda: sum(data), number=1000)
print(type(t).__name__, t > 0, t < 5)
t = timeit.timeit("sum(data)", globals=globals(), number=200)
print(type(t).__name__, t > 0)
t = timeit.timeit("y = square(7)", setup="from math import sqrt", globals={"square": square}, number=50)
print(t >= 0, "y" in globals())
r = timeit.repeat("math.sqrt(2.0)", setup="import math", repeat=3, number=100)
print(type(r).__name__, len(r), all(v >= 0 for v in r))
tm = timeit.Timer("x = [i * i for i in range(10)]")
print(type(tm).__name__, tm.timeit(number=10) >= 0, len(tm.repeat(repeat=2, number=5)))
n, secs = tm.autorange()
print(n >= 1, secs >= 0.2)
print(timeit.default_timer() > 0, timeit.default_number, timeit.default_repeat)
calls = []
t = timeit.timeit(lambda: calls.append(1), setup=lambda: calls.clear(), number=7)
print(len(calls))
try:
    timeit.timeit("undefined_thing + 1", number=1, globals={})
except NameError as e:
    print("NameError:", e)
try:
    timeit.timeit(42)
except ValueError as e:
    print("ValueError:", e)
try:
    timeit.timeit("x = (", number=1)
except SyntaxError as e:
    print("SyntaxError")
t = timeit.Timer(stmt="a + b", setup="a = 1; b = 2")
print(t.timeit(number=3) >= 0)
