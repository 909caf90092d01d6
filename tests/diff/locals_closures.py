# locals() with closures: names a nested function or comprehension reads come after the other
# locals (sorted), and a nested function's locals() shows the names it reads from outside.
def outer(n):
    scale = 3
    label = "x"
    offset = 1

    def inner(v):
        doubled = v * 2
        print(sorted(locals()), list(locals()))
        return doubled * scale + offset

    squares = [i * scale for i in range(n)]
    print(list(locals()))
    return inner(n), squares


print(outer(2))


def counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
        return dict(locals())

    return bump


b = counter()
print(b(), b())


def uses_lambda(data):
    key = "k"
    ordered = sorted(data, key=lambda d: d[key])
    names = [d[key] for d in ordered]
    return list(locals())


print(uses_lambda([{"k": 2}, {"k": 1}]))


def imports_and_defs():
    import math as m
    from collections import OrderedDict

    def helper():
        pass

    class Local:
        pass

    value = m.pi
    return list(locals())


print(imports_and_defs())
