# send(), throw() and close() on generators, with try/except/finally inside the body.
def acc():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total


a = acc()
print(next(a), a.send(5), a.send(10))
try:
    a.send(None)
except StopIteration as e:
    print("final", e.value)

try:
    acc().send(5)
except TypeError as e:
    print("TypeError", e)


def catcher():
    while True:
        try:
            got = yield
            print("got", got)
        except ValueError as e:
            print("caught", e)
        except (KeyError, IndexError) as e:
            print("lookup", repr(e))
            yield "after lookup"


c = catcher()
next(c)
c.send("one")
print(c.throw(ValueError("boom")))
print(c.throw(ValueError, "again"))
print(c.throw(KeyError("k")))
next(c)
try:
    c.throw(TypeError("not caught"))
except TypeError as e:
    print("escaped", repr(e))
print(next(c, "exhausted"))


def cleanup(tag):
    try:
        yield 1
        yield 2
    finally:
        print("cleanup", tag)


for v in cleanup("loop"):
    print("v", v)
    break
print("after loop")
g = cleanup("close")
next(g)
g.close()
print("closed")
g.close()
print(next(g, "closed generator is exhausted"))
cleanup("never started").close()
print("unstarted close runs nothing")


def ignore():
    try:
        yield 1
    except GeneratorExit:
        yield 2


g = ignore()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError", e)


def gen_try():
    try:
        yield 1
        raise ValueError("x")
    except ValueError:
        yield "handled"
    else:
        yield "no"
    finally:
        yield "fin"
    yield "after"


print(list(gen_try()))


def fin_return():
    try:
        yield 1
        return "early"
    finally:
        print("finally before return")


g = fin_return()
next(g)
try:
    next(g)
except StopIteration as e:
    print("returned", e.value)


def running():
    yield next(gg)


gg = running()
try:
    next(gg)
except ValueError as e:
    print("ValueError", e)


def thrown_before_start():
    try:
        yield 1
    except ValueError:
        print("never printed")


t = thrown_before_start()
try:
    t.throw(ValueError("early"))
except ValueError as e:
    print("raised at start", e)
print(next(t, "done"))


def with_ctx():
    class Ctx:
        def __enter__(self):
            print("enter")
            return "res"

        def __exit__(self, *a):
            print("exit", a[0].__name__ if a[0] else None)
            return False

    with Ctx() as r:
        yield r
        yield r + "2"


print(list(with_ctx()))
w = with_ctx()
next(w)
try:
    w.throw(KeyError("in with"))
except KeyError as e:
    print("KeyError", e)
