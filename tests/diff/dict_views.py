d = {"a": 1, "b": 2}
print(d.keys(), d.values(), d.items())
print(type(d.keys()).__name__, type(d.values()).__name__, type(d.items()).__name__)
print(len(d.keys()), "a" in d.keys(), "z" in d.keys(), 1 in d.values(), ("a", 1) in d.items(), ("a", 2) in d.items(), "a" in d.items())
k, v, it = d.keys(), d.values(), d.items()
d["c"] = 3
print(k, v, it, list(reversed(k)), list(reversed(it)))
del d["a"]
print(k, len(v), bool(it), bool({}.keys()))
print(sorted(d.items(), key=lambda kv: -kv[1]), sorted(d.keys(), reverse=True), max(d.values()), sum(d.values()))
for key, value in d.items():
    print(key, value, end="; ")
print()
print(list(d.keys())[0], [x * 2 for x in d.values()], dict(d.items()), sorted(set(d.keys())), tuple(d.values()))

a = {"x": 1, "y": 2, "z": 3}
b = {"y": 20, "w": 40}
print(a.keys() & b.keys(), a.keys() | b.keys() == {"x", "y", "z", "w"}, a.keys() - b.keys() == {"x", "z"}, sorted(a.keys() ^ b.keys()))
print(a.keys() & {"x", "q"}, {"x", "q"} & a.keys(), a.keys() - {"x"} == {"y", "z"}, sorted(["z", "q"] - a.keys() if False else a.keys() - ["z", "q"]))
print(a.items() & {("x", 1), ("y", 5)}, a.keys() == {"x", "y", "z"}, a.keys() == ["x", "y", "z"], a.keys() != {"x"})
print(a.keys() <= {"x", "y", "z", "q"}, a.keys() < a.keys(), a.keys() >= {"x"}, a.keys().isdisjoint({"q"}), a.items().isdisjoint([("x", 1)]))
print(a.values() == a.values(), a.values() != a.values(), {1: 2}.keys() == {1: 3}.keys(), {1: 2}.items() == {1: 3}.items())
vv = a.values()
print(vv == vv, vv != vv)

counts = {}
for w in "the cat the hat the end".split():
    counts[w] = counts.get(w, 0) + 1
print(counts.items(), max(counts.items(), key=lambda kv: kv[1]))
try:
    for key in counts.keys():
        counts[key + "!"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    d.keys()[0]
except TypeError as e:
    print("TypeError:", e)
try:
    hash(d.keys())
except TypeError as e:
    print("TypeError:", e)
it = iter(a.items())
print(next(it), type(it).__name__, type(iter(a.values())).__name__, type(iter(a)).__name__)
nested = {"p": {"q": 1}}
print(nested.items(), {1: [1, 2]}.values())
