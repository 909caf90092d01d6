# Tree class with generator-based __iter__, yield from traversals, and send-based accumulators.
from collections import deque
from itertools import islice


class Node:
    def __init__(self, value, *children):
        self.value = value
        self.children = list(children)

    def __iter__(self):
        """Pre-order traversal via yield from."""
        yield self.value
        for child in self.children:
            yield from child

    def postorder(self):
        for child in self.children:
            yield from child.postorder()
        yield self.value

    def bfs(self):
        queue = deque([(self, 0)])
        while queue:
            node, depth = queue.popleft()
            yield depth, node.value
            queue.extend((c, depth + 1) for c in node.children)

    def paths(self, prefix=()):
        here = prefix + (self.value,)
        if not self.children:
            yield here
        for c in self.children:
            yield from c.paths(here)

    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)

    def __repr__(self):
        if not self.children:
            return f"Node({self.value!r})"
        return f"Node({self.value!r}, {', '.join(map(repr, self.children))})"


tree = Node("a", Node("b", Node("d"), Node("e", Node("h"))), Node("c", Node("f"), Node("g")))
print(list(tree))
print(list(tree.postorder()))
print(list(tree.bfs()))
print(["/".join(p) for p in tree.paths()])
print(tree.depth(), len(list(tree)), "e" in tree, "z" in tree)
print(tree)
print(list(islice(tree, 2, 5)), sorted(tree, reverse=True)[:3])


def running_stats():
    n = total = 0
    lo = hi = None
    while True:
        x = yield (n, total, lo, hi)
        n += 1
        total += x
        lo = x if lo is None else min(lo, x)
        hi = x if hi is None else max(hi, x)


acc = running_stats()
print(next(acc))
for v in [5, 3, 9, 1]:
    print(acc.send(v))
acc.close()
try:
    acc.send(2)
except StopIteration:
    print("closed generator raises StopIteration")


def flatten(items):
    for it in items:
        if isinstance(it, (list, tuple)):
            yield from flatten(it)
        else:
            yield it


print(list(flatten([1, [2, (3, [4, 5])], [], 6])))


def delegate():
    result = yield from inner()
    yield f"inner returned {result}"


def inner():
    got = yield "ready"
    yield f"got {got}"
    return got * 2


d = delegate()
print(next(d), d.send(21), next(d))
g = (x * x for x in range(3))
print(next(g), list(g), list(g))
gen = tree.bfs()
print(type(gen).__name__, next(gen))
try:
    gen.throw(ValueError("stop here"))
except ValueError as e:
    print(type(e).__name__, e)
print(next(gen, "exhausted"))
