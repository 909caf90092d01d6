class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)

    def total(self):
        return self.value + sum(c.total() for c in self.children)

    def __repr__(self):
        if not self.children:
            return f"Node({self.value})"
        return f"Node({self.value}, {self.children})"


tree = Node(1, [Node(2, [Node(4)]), Node(3)])
print(tree, tree.depth(), tree.total())


class Forever:
    def __repr__(self):
        return f"<{self!r}>"


try:
    print(Forever())
except RecursionError as e:
    print(type(e).__name__)


class Deep:
    def down(self, n):
        return self.down(n + 1)


try:
    Deep().down(0)
except RecursionError as e:
    print(type(e).__name__, e)


class SelfEq:
    def __eq__(self, other):
        return self == other

    __hash__ = object.__hash__


try:
    SelfEq() == 1
except RecursionError as e:
    print(type(e).__name__)
loop = Node(0)
loop.children.append(loop)
print(repr(loop))
