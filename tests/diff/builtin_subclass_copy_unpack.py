import copy


class L(list):
    def total(self):
        return sum(self)


class D(dict):
    pass


a = L([1, [2, 3]])
a.tag = "t"
b = copy.copy(a)
c = copy.deepcopy(a)
a[1].append(4)
print(b, c, type(b).__name__, type(c).__name__, b.tag, c.tag, b.total is not None, b is a)
d = D(x=1)


def f(**kw):
    return kw


print({**d, "y": 2}, f(**d), dict(**d))
print(copy.copy(d), type(copy.deepcopy(d)).__name__)
