# locals() in a function: a snapshot of its bound locals, parameters first, then the other
# names in the order they first appear; unbound names are left out.
def f(a, b=2, *args, c, **kw):
    total = a + b
    if total > 100:
        never = 1
    for i in range(2):
        total += i
    result = locals()
    return result


print(f(1, c=3))
print(list(f(1, 2, 3, 4, c=5, d=6)))


def order_of_appearance():
    zeta = 1
    alpha = 2
    mid = zeta + alpha
    x = y = 0
    print(list(locals()))


order_of_appearance()


def snapshot():
    v = 1
    snap = locals()
    v = 2
    return snap["v"], v, "snap" in snap


print(snapshot())


def with_loop_and_except():
    try:
        1 / 0
    except ZeroDivisionError as err:
        kind = type(err).__name__
    for k, val in {"p": 1}.items():
        pass
    print(sorted(locals()), list(locals()))


with_loop_and_except()


def format_with_locals(name, score):
    grade = "A" if score > 90 else "B"
    return "{name} got {score} ({grade})".format(**locals())


print(format_with_locals("Ada", 95))


def aug_first(n):
    acc = 0
    while n:
        acc += n
        n -= 1
    return list(locals().items())


print(aug_first(3))
top = 1
print(locals() is globals(), locals()["top"])
try:
    locals(1)
except TypeError as e:
    print(type(e).__name__, e)
