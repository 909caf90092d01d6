# contextlib.contextmanager, suppress, nullcontext, closing.
from contextlib import contextmanager, suppress, nullcontext, closing
import contextlib


@contextmanager
def tag(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    finally:
        print(f"</{name}>")


with tag("b") as t:
    print("inside", t)

try:
    with tag("i"):
        raise ValueError("in body")
except ValueError as e:
    print("propagated", e)


@contextmanager
def swallow(*kinds):
    try:
        yield
    except kinds as e:
        print("swallowed", type(e).__name__, e)


with swallow(KeyError, ZeroDivisionError):
    1 / 0
print("after swallow")
with swallow(KeyError):
    pass
try:
    with swallow(KeyError):
        raise TypeError("not this one")
except TypeError as e:
    print("TypeError", e)


@contextmanager
def timer_like(log):
    log.append("start")
    yield log
    log.append("stop")


log = []
with timer_like(log) as l:
    l.append("work")
print(log)


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)


@contextmanager
def two_yields():
    yield 1
    yield 2


try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

with suppress(FileNotFoundError, KeyError):
    {}["missing"]
print("suppressed")
with contextlib.suppress(ZeroDivisionError):
    print("no error")
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("IndexError", e)

with nullcontext(42) as v:
    print("null", v)
with nullcontext() as v:
    print("null", v)


class Resource:
    def close(self):
        print("resource closed")


with closing(Resource()) as r:
    print("using", type(r).__name__)


@contextmanager
def nested(level):
    print("enter", level)
    yield level
    print("exit", level)


with nested(1) as a, nested(2) as b:
    print("body", a, b)
print(tag.__name__)
