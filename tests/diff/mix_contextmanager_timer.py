# contextlib.contextmanager for resource tracking, nesting, exceptions; generator-based.
from contextlib import contextmanager, suppress, nullcontext
import io

events = []


@contextmanager
def tag(name, out):
    out.write(f"<{name}>")
    events.append(("open", name))
    try:
        yield name.upper()
    except KeyError as e:
        events.append(("handled", name, str(e)))
    finally:
        out.write(f"</{name}>")
        events.append(("close", name))


@contextmanager
def counter():
    box = {"n": 0}
    yield box
    print("counted", box["n"])


buf = io.StringIO()
with tag("html", buf):
    with tag("body", buf) as b:
        buf.write(b)
        with tag("p", buf):
            buf.write("hi")
print(buf.getvalue())
with tag("x", buf):
    raise KeyError("missing")
print(events[-2:])
try:
    with tag("y", buf):
        raise ValueError("boom")
except ValueError as e:
    print(type(e).__name__, e, events[-1])

with counter() as c:
    for word in "the quick brown fox".split():
        c["n"] += len(word)

with suppress(ZeroDivisionError):
    print("before")
    1 / 0
    print("not reached")
print("after suppress")

out = io.StringIO()
with tag("a", out) as x, tag("b", out) as y, nullcontext("c") as z:
    print([x, y, z])
print(out.getvalue())


@contextmanager
def bad():
    yield 1
    yield 2


try:
    with bad():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print(type(e).__name__, e)


class Managed:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is IndexError


with Managed("one") as m1, Managed("two"):
    [][0]
print("survived", m1.name)
