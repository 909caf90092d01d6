# Subclassing list: a stack and a typed list, as course code writes them.
import json


class Stack(list):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1]

    def is_empty(self):
        return len(self) == 0


s = Stack()
s.push(1)
s.push(2)
s.push(3)
print(s, len(s), s.peek(), s.is_empty())
print(s.pop(), s)
print(isinstance(s, list), isinstance(s, Stack), type(s).__name__)
print(sum(s), sorted(s, reverse=True), list(s), max(s), min(s))
print(json.dumps(s))
for x in s:
    print("item", x)
print(s[0], s[-1], s[:1], 2 in s, 5 in s)
s[0] = 10
print(s)
del s[0]
print(s)
s += [7, 8]
print(s, type(s).__name__)
t = Stack([1]) + Stack([2])
print(t, type(t).__name__)
print(Stack([3, 1, 2]) == [3, 1, 2], Stack([1]) != [1], Stack([1]) < [2])
print(bool(Stack()), bool(Stack([0])))
print(repr(Stack("abc")), str(Stack((1, 2))))
print(", ".join(Stack(["a", "b"])))
e = Stack([5, 3, 9])
e.sort()
print(e, e.index(9), e.count(3))
e.extend(Stack([1, 1]))
print(e)
print([e, Stack()])


class TypedList(list):
    def __init__(self, kind, items=()):
        super().__init__(items)
        self.kind = kind

    def append(self, x):
        if not isinstance(x, self.kind):
            raise TypeError(f"expected {self.kind.__name__}, got {type(x).__name__}")
        super().append(x)

    def __repr__(self):
        return f"TypedList[{self.kind.__name__}]({list.__repr__(self)})"


tl = TypedList(int, [1, 2])
tl.append(3)
print(tl, tl.kind, len(tl))
try:
    tl.append("x")
except TypeError as err:
    print("TypeError", err)
print(str(tl), [tl])


class Counting(list):
    def __len__(self):
        return 100

    def __getitem__(self, i):
        return super().__getitem__(i) * 10

    def __setitem__(self, i, v):
        super().__setitem__(i, v + 1)


c = Counting([1, 2, 3])
print(len(c), c[0], c[1:2])
c[0] = 5
print(c[0], list.__getitem__(c, 0))
print(list(c), sum(c))

try:
    hash(Stack())
except TypeError as err:
    print("TypeError", err)
try:
    Stack(1, 2)
except TypeError as err:
    print("TypeError", err)
try:
    Stack().nothing
except AttributeError as err:
    print("AttributeError", err)
