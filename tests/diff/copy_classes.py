import copy


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        print("init", x, y)

    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"


p = Point([1], 2)
q = copy.copy(p)
r = copy.deepcopy(p)
print(q, r, q is p, q.x is p.x, r.x is p.x, type(r) is Point)
p.x.append(5)
print(p, q, r)


class Empty:
    pass


e = Empty()
e2 = copy.copy(e)
print(type(e2).__name__, e2 is e, vars(e2))


class Custom:
    def __init__(self, v):
        self.v = v

    def __copy__(self):
        print("__copy__ called")
        return Custom(self.v + ["shallow"])

    def __deepcopy__(self, memo):
        print("__deepcopy__ called", type(memo).__name__)
        return Custom(copy.deepcopy(self.v, memo) + ["deep"])


c = Custom([1])
print(copy.copy(c).v, copy.deepcopy(c).v)
box = [c, c]
b2 = copy.deepcopy(box)
print(b2[0] is b2[1], b2[0].v)


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None


root = Node("root")
kid = Node("kid")
kid.parent = root
root.children.append(kid)
r2 = copy.deepcopy(root)
print(r2.children[0].parent is r2, r2.children[0] is kid, r2.children[0].name)


class Stateful:
    def __init__(self):
        self.a = 1
        self.cache = "big"

    def __getstate__(self):
        st = dict(self.__dict__)
        del st["cache"]
        return st

    def __setstate__(self, st):
        for k, v in st.items():
            setattr(self, k, v)
        self.cache = "rebuilt"


s = copy.deepcopy(Stateful())
print(s.a, s.cache)
s = copy.copy(Stateful())
print(s.a, s.cache)

nested = {"pts": [Point(0, 0)], "n": 3}
n2 = copy.deepcopy(nested)
print(n2, n2["pts"][0] is nested["pts"][0])
