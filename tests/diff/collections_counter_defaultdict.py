# collections.Counter, defaultdict and OrderedDict.
from collections import Counter, defaultdict, OrderedDict
import collections

words = "the quick brown fox jumps over the lazy dog the end".split()
c = Counter(words)
print(c)
print(c["the"], c["missing"], "missing" in c, len(c))
print(c.most_common(2), c.most_common()[-1])
c.update(["fox", "fox"])
c.update({"dog": 3})
print(c["fox"], c["dog"], c.total())
c.subtract(["the"])
print(c["the"])
print(sorted(Counter("mississippi").elements()))
a = Counter(a=3, b=1)
b = Counter(a=1, b=2, c=1)
print(a + b, a - b, a & b, a | b)
print(Counter("abc") == Counter("cba"), Counter() , Counter({"x": 2}))
hist = Counter()
for ch in "hello world":
    hist[ch] += 1
print(hist.most_common(3))
print(sorted(hist), list(hist.keys())[:3], sum(hist.values()))
print(max(hist, key=hist.get), isinstance(hist, Counter), type(hist).__name__)
for k, v in sorted(a.items()):
    print(k, v)

dd = defaultdict(list)
for name, group in [("a", 1), ("b", 2), ("a", 3)]:
    dd[name].append(group)
print(dd)
print(dd["a"], dd.get("zz"), "zz" in dd, len(dd))
counts = defaultdict(int)
for w in words:
    counts[w] += 1
print(dict(sorted(counts.items())))
print(counts.default_factory, defaultdict(None, {"k": 1}))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print(nested["x"]["y"], list(nested.keys()))
try:
    defaultdict(None)["missing"]
except KeyError as e:
    print("KeyError", e)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
dd2 = defaultdict(set, a={1})
dd2["b"].add(2)
print(sorted(dd2.items()), dd2.pop("a"), list(dd2))

od = OrderedDict()
od["b"] = 1
od["a"] = 2
od["c"] = 3
od.move_to_end("b")
print(list(od), list(od.items()))
od.move_to_end("c", last=False)
print(list(od.keys()), od.popitem(), od.popitem(last=False), list(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
try:
    od.move_to_end("zz")
except KeyError as e:
    print("KeyError", e)
print(isinstance(od, collections.OrderedDict), collections.Counter)
