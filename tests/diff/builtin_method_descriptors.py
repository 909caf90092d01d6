# Methods read from builtin types (str.lower as a key, map(str.strip, ...)), dict subclasses as
# mappings, Counter as a multiset, namedtuple docs, generator names.
from collections import Counter, defaultdict, OrderedDict, namedtuple
import json

words = ["banana", "Apple", "cherry", "apple"]
print(sorted(words, key=str.lower), list(map(str.upper, words[:2])), list(map(str.strip, [" a ", "b  "])))
print(str.join("-", ["x", "y"]), int.bit_length(255), list.count([1, 2, 1], 1), dict.get({"a": 1}, "a"))
print(str.lower, str.lower.__name__, str.lower.__qualname__)
try:
    str.lower(5)
except TypeError as e:
    print("TypeError", e)
try:
    str.lower()
except TypeError as e:
    print("TypeError", e)

d = defaultdict(list)
d["a"].append(1)
d["b"].append(2)
c = Counter("abracadabra")
o = OrderedDict(x=1, y=2)
print(dict(d), dict(c) == {"a": 5, "b": 2, "r": 2, "c": 1, "d": 1}, dict(o), {**o, "z": 3})
merged = {"k": 0}
merged.update(c)
print(sorted(merged.items()))
print(json.dumps(d, sort_keys=True), json.dumps(o), json.dumps(Counter(a=2)))
P = namedtuple("P", "x y")
print(json.dumps({"p": P(1, 2)}), P.__doc__)

print(+Counter(a=2, b=-1, c=0), -Counter(a=2, b=-1))
print(Counter(a=2, b=0) == Counter(a=2), Counter(a=1) <= Counter(a=2, b=1), Counter(a=1) < Counter(a=1))
print(Counter(a=3) >= Counter(a=2), Counter(a=1) > Counter(), Counter(a=1) != Counter(a=2))


def gen():
    yield 1


g = gen()
print(g.__name__, g.__qualname__)
