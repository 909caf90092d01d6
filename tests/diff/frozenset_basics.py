fs = frozenset([3, 1, 2, 3])
print(fs, len(fs), 2 in fs, 7 not in fs, frozenset(), frozenset(""), repr(frozenset({(1, 2)})))
print(type(fs), type(fs).__name__, isinstance(fs, frozenset), isinstance(fs, set), isinstance({1}, frozenset))
print(fs == {1, 2, 3}, {1, 2, 3} == fs, fs == frozenset([1, 2, 3]), fs != {1}, fs <= {1, 2, 3, 4}, fs > {1})
print(hash(fs) == hash(frozenset([2, 3, 1])), hash(frozenset()) == hash(frozenset([])))
print(frozenset(fs) is fs, fs.copy() is fs, set(fs), frozenset({5: "a", 6: "b"}))

# The result of an operator has the left operand's kind.
print(fs | {9}, {9} | fs, fs & {1, 7}, {1, 7} & fs, fs - {1}, fs ^ {1, 8})
print(fs.union([4]), fs.intersection(range(3)), fs.difference({2}), fs.symmetric_difference((3, 4)))
print(fs.issubset(range(5)), fs.issuperset([1]), fs.isdisjoint({7, 8}))

# Hashable: frozensets in sets and as dict keys.
groups = {frozenset({1, 2}): "a", frozenset({2, 3}): "b"}
print(groups[frozenset([2, 1])], frozenset({3, 2}) in groups, {frozenset(), frozenset()}, len({fs, frozenset([1, 2, 3])}))
edges = {frozenset((u, v)) for u, v in [(1, 2), (2, 1), (2, 3), (3, 2), (4, 4)]}
print(len(edges), sorted(sorted(e) for e in edges))

g = fs
g |= {10}
print(g, fs, g is fs)

for bad in ("add", "remove", "discard", "pop", "clear", "update"):
    try:
        getattr(fs, bad)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    {{1, 2}: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    hash({1})
except TypeError as e:
    print("TypeError:", e)
try:
    frozenset(5)
except TypeError as e:
    print("TypeError:", e)
print(sorted(dir(fs))[-8:])
print(frozenset.union(fs, {0}), frozenset.__name__)
