def make_counter_class(start):
    class Counter:
        def __init__(self):
            self.n = start

        def tick(self):
            self.n += 1
            return self.n

    return Counter


C = make_counter_class(10)
c = C()
print(c.tick(), c.tick(), C.__qualname__, C.__name__, C.tick.__qualname__)
D = make_counter_class(0)
print(D().tick(), C is D, isinstance(c, D))


def outer():
    shared = []

    class Recorder:
        def record(self, x):
            shared.append(x)
            return len(shared)

    r = Recorder()
    r.record("a")
    r.record("b")
    return shared


print(outer())
factor = 3


class UsesGlobal:
    def scaled(self, x):
        return x * factor


factor = 4
print(UsesGlobal().scaled(2))


class Body:
    items = [i * i for i in range(4)]
    total = sum(items)
    label = "sum=" + str(total)


print(Body.items, Body.total, Body.label)
