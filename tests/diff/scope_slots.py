# Local variables in slots: reads, writes, deletes, closures, nonlocal/global, comprehensions,
# lambdas, generators and super(), with the errors CPython gives.
counter = 0


def bump():
    global counter
    counter += 1
    return counter


def outer():
    x = 1
    def inner():
        nonlocal x
        x += 10
        return x
    r = inner()
    return x, r


print(bump(), bump(), outer())


def late_binding():
    fs = [lambda: i for i in range(3)]
    gs = [lambda i=i: i for i in range(3)]
    return [f() for f in fs], [g() for g in gs]


print(late_binding())


def closure_sees_rebind():
    v = "before"
    def get():
        return v
    v = "after"
    return get()


print(closure_sees_rebind())


def unbound():
    try:
        print(y)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    y = 5
    del y
    try:
        y
    except UnboundLocalError as e:
        print("again:", e)
    try:
        del y
    except NameError as e:
        print(type(e).__name__, e)


unbound()


def free_before_assign():
    def g():
        return z
    try:
        g()
    except NameError as e:
        print(type(e).__name__, e)
    z = 3
    return g()


print(free_before_assign())


def except_name_cleared():
    try:
        1 / 0
    except ZeroDivisionError as err:
        msg = str(err)
    try:
        err
    except NameError as e:
        print(type(e).__name__, e)
    return msg


print(except_name_cleared())


def comprehensions(n):
    a = [i * j for i in range(n) for j in range(i) if (i + j) % 2]
    b = {k: v for k, v in zip("abc", range(n))}
    c = {x % 3 for x in range(n)}
    d = sum(x * x for x in range(n) if x != n // 2)
    e = [[row * col for col in range(3)] for row in range(n)]
    return a, b, c, d, e


print(comprehensions(5))
print([w.upper() for w in "a b c".split()], sorted({len(s) for s in ["xx", "y", "zz"]}))
total = 0
print([total := total + k for k in range(5)], total)


def many_params(a, b=2, *rest, c, d=4, **kw):
    a += 1
    return a, b, rest, c, d, sorted(kw.items())


print(many_params(1, c=3))
print(many_params(1, 5, 6, 7, c=8, d=9, e=10, f=11))


def gen_locals(n):
    acc = 0
    for i in range(n):
        acc += i
        got = yield acc
        if got:
            acc = got


g = gen_locals(5)
print(next(g), next(g), g.send(100), next(g))


class Base:
    def hello(self):
        return f"Base.hello({type(self).__name__})"


class Child(Base):
    def hello(self):
        return "Child+" + super().hello()

    def swapped(self):
        self = Base()
        return super().hello()

    def deleted(self):
        del self
        return super().hello()

    @staticmethod
    def static():
        return super().hello()


c = Child()
print(c.hello())
try:
    print(c.swapped())
except TypeError as e:
    print("TypeError:", e)
for name in ("deleted", "static"):
    try:
        print(getattr(c, name)())
    except RuntimeError as e:
        print("RuntimeError:", e)


def recursive(n):
    return 1 if n <= 1 else n * recursive(n - 1)


print(recursive(20))


def shadow(len=len):
    list = [3, 1, 2]
    return len(list), sorted(list)


print(shadow())


def nested_loops():
    out = []
    for i in range(3):
        for j in range(i, 3):
            if j == 2:
                continue
            out.append((i, j))
        else:
            out.append("done")
    for k in range(10, 0, -3):
        if k < 3:
            break
        out.append(k)
    else:
        out.append("no-break")
    return out, i, j, k


print(nested_loops())


def loop_var_after_empty_range():
    for q in range(0):
        pass
    try:
        return q
    except UnboundLocalError as e:
        return str(e)


print(loop_var_after_empty_range())
