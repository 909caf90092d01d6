# deepcopy of many user instances: each instance's state is copied through a temporary, and the
# copy must never mistake one temporary for another (ids are addresses; the memo keeps the
# originals alive until the copy ends, as CPython's does).
import copy


class Node:
    def __init__(self, val, children=()):
        self.val = val
        self.children = list(children)
        self.meta = {"depth": 0, "tags": [val % 3, val % 5]}


def build(n, fan):
    nodes = [Node(i) for i in range(n)]
    for i in range(1, n):
        parent = nodes[(i - 1) // fan]
        parent.children.append(nodes[i])
        nodes[i].meta["depth"] = parent.meta["depth"] + 1
    return nodes[0]


def shape(node):
    return (node.val, node.meta["depth"], tuple(node.meta["tags"]), tuple(shape(c) for c in node.children))


for n, fan in [(7, 2), (40, 3), (120, 4)]:
    root = build(n, fan)
    twin = copy.deepcopy(root)
    print(n, fan, shape(twin) == shape(root), twin is not root, twin.children[0] is not root.children[0])
    twin.children[0].meta["tags"].append("x")
    print(root.children[0].meta["tags"], twin.children[0].meta["tags"])

shared = Node(99)
pair = [Node(1, [shared]), Node(2, [shared])]
pair2 = copy.deepcopy(pair)
print(pair2[0].children[0] is pair2[1].children[0], pair2[0].children[0] is not shared)
