# `match` inside functions, generators, methods and comprehension-driven code.
def classify(values):
    out = []
    for v in values:
        match v:
            case int(n) if n % 2 == 0:
                out.append(("even", n))
            case int(n):
                out.append(("odd", n))
            case [*items]:
                out.append(("list", len(items)))
            case other:
                out.append(("other", other))
    return out


print(classify([1, 2, [1, 2, 3], (4,), "s", 3.5]))


def tokens(text):
    for word in text.split():
        match word:
            case "+" | "-" | "*" | "/" as op:
                yield ("op", op)
            case w if w.isdigit():
                yield ("num", int(w))
            case w:
                yield ("name", w)


print(list(tokens("x + 12 * y / 3")))


def evaluate(expr):
    match expr:
        case ("num", v):
            return v
        case ("add", a, b):
            return evaluate(a) + evaluate(b)
        case ("mul", a, b):
            return evaluate(a) * evaluate(b)
        case ("neg", a):
            return -evaluate(a)
        case _:
            raise ValueError(f"bad expression {expr!r}")


tree = ("add", ("num", 2), ("mul", ("num", 3), ("neg", ("num", 4))))
print(evaluate(tree))
try:
    evaluate(("pow", 2, 3))
except ValueError as e:
    print("ValueError", e)


class Machine:
    def __init__(self):
        self.state = "idle"

    def send(self, event):
        match (self.state, event):
            case ("idle", "start"):
                self.state = "running"
            case ("running", "pause"):
                self.state = "paused"
            case ("paused", "start"):
                self.state = "running"
            case (_, "stop"):
                self.state = "idle"
            case (state, ev):
                print(f"ignored {ev!r} in {state!r}")
        return self.state


m = Machine()
print([m.send(e) for e in ["start", "pause", "pause", "start", "stop", "pause"]])


def gen_match(items):
    for it in items:
        match it:
            case {"yield": v}:
                got = yield v
                print("sent back", got)
            case {"skip": _}:
                continue
            case _:
                yield "default"


g = gen_match([{"yield": 1}, {"skip": 0}, {"yield": 2}, 3])
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(list(g))


def unbound():
    match 5:
        case 6 as six:
            pass
    return six


try:
    unbound()
except UnboundLocalError as e:
    print("UnboundLocalError", e)
