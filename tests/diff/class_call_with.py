class Adder:
    def __init__(self, n):
        self.n = n

    def __call__(self, x, scale=1):
        return (x + self.n) * scale


add3 = Adder(3)
print(add3(4), add3(1, scale=10), callable(add3), list(map(add3, [1, 2])))


class Timer:
    def __init__(self, name):
        self.name = name
        self.log = []

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None, exc)
        return exc_type is KeyError


with Timer("a") as t:
    print("inside", t.name)
with Timer("b"):
    raise KeyError("swallowed")
try:
    with Timer("c"), Timer("d"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
try:
    Timer("x")()
except TypeError as e:
    print(type(e).__name__, e)
try:
    with Adder(1):
        pass
except TypeError as e:
    print(type(e).__name__, e)
