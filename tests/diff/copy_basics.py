import copy

a = [1, [2, 3], {"k": [4]}]
b = copy.copy(a)
c = copy.deepcopy(a)
print(b == a, b is a, b[1] is a[1], c[1] is a[1], c == a)
a[1].append(99)
print(b, c)

d = {"x": [1], "y": (1, 2), "z": {1, 2}}
d2 = copy.copy(d)
d3 = copy.deepcopy(d)
print(d2["x"] is d["x"], d3["x"] is d["x"], d3["y"] is d["y"], d3["z"] == d["z"], d3["z"] is d["z"])

t = (1, "a", 2.5)
print(copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, [2])
t3 = copy.deepcopy(t2)
print(t3 == t2, t3 is t2, t3[1] is t2[1])

shared = [0]
outer = [shared, shared, (shared,)]
o2 = copy.deepcopy(outer)
print(o2[0] is o2[1], o2[2][0] is o2[0], o2[0] is shared)

cyc = [1, 2]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[2] is cc, cc[2] is cyc, len(cc))

dc = {"a": 1}
dc["self"] = dc
dd = copy.deepcopy(dc)
print(dd["self"] is dd, sorted(dd.keys()))

s = {1, 2, 3}
s2 = copy.copy(s)
s2.add(4)
print(sorted(s), sorted(s2))

for v in [None, True, 5, "str", len, print]:
    print(repr(v)[:20], copy.copy(v) is v, copy.deepcopy(v) is v)

memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y, y[0] is y[1], id(x) in memo, memo[id(x)] is y[0])

for v in [2 ** 100, 1.5, 2j, range(3)]:
    print(repr(v)[:20], copy.copy(v) == v, copy.deepcopy(v) == v)

print(copy.error is copy.Error, issubclass(copy.Error, Exception))
try:
    copy.copy()
except TypeError as e:
    print(type(e).__name__)
try:
    copy.deepcopy()
except TypeError as e:
    print(type(e).__name__, e)
try:
    copy.copy(copy)
except TypeError as e:
    print(type(e).__name__, e)
try:
    copy.deepcopy([1, copy])
except TypeError as e:
    print(type(e).__name__, e)
