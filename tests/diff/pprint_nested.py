import pprint

data = {
    "name": "experiment-42",
    "params": {"lr": 0.001, "batch": 64, "layers": [128, 256, 512, 1024], "dropout": 0.25},
    "results": [{"epoch": i, "loss": round(1 / (i + 1), 4), "acc": round(0.5 + i / 20, 3)} for i in range(4)],
    "tags": ("gpu", "h100", "fp16"),
    "empty": [],
    "nothing": {},
    "one": (1,),
    "ids": set(range(12)),
}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4, width=60)
pprint.pprint(data, depth=1)
pprint.pprint(data, depth=2, width=50)
pprint.pprint(data, sort_dicts=False, width=70)
pprint.pp(data, width=70)
print(pprint.pformat(list(range(40))))
print(pprint.pformat(list(range(40)), compact=True))
print(pprint.pformat(list(range(40)), compact=True, width=30, indent=3))
print(pprint.pformat([[1, 2, 3]] * 6, width=20))
print(pprint.pformat([[1, 2, 3]] * 6, width=20, compact=True))
print(pprint.pformat(tuple(range(30)), width=25))
print(pprint.pformat(((1, 2), [3, (4, 5, [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])]), width=30))
print(pprint.pformat({"k": ("a" * 30,), "j": ["b" * 30, "c" * 30]}, width=40))
print(pprint.pformat({(1, 2): [1] * 30, (0, 5): "x", (1, 1): None}))
print(pprint.pformat({3: "c", 1: "a", 2: "b", -1: "z"}), pprint.pformat({3: "c", 1: "a"}, sort_dicts=False))
print(pprint.pformat({"b": 1, 2: "a", None: 3, 1.5: 4}))
print(pprint.pformat({"x": 10 ** 12, "y": [1234567, 2 ** 40]}, underscore_numbers=True))
print(pprint.pformat({5, 3, 1, 4}, width=8), pprint.pformat(set()), pprint.pformat(()))
print(pprint.pformat([set(range(20)), {"zeta", "alpha", "mid"}], width=20))
print(pprint.pformat([1, 2, 3], depth=1), pprint.pformat([[1, [2, [3]]]], depth=2), pprint.pformat({"a": {"b": {}}}, depth=1))
print(pprint.pformat([1.5, 2j, None, True, b"bytes", "s"]))

class P:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return f"P({self.x})"

print(pprint.pformat([P(i) for i in range(20)], width=30))
print(pprint.saferepr([P(1), {"a": (1, 2)}]), pprint.isreadable([1, "a", (2,)]), pprint.isreadable([P(1)]), pprint.isreadable([print]))
rec = [1, 2]
rec.append(rec)
print(pprint.isrecursive(rec), pprint.isrecursive([1, [2]]), pprint.isreadable(rec))
d = {"self": None}
d["self"] = d
print(pprint.pformat(d).startswith("{'self': <Recursion on dict with id="))
print(pprint.pformat(rec).startswith("[1, 2, <Recursion on list with id="))

pp = pprint.PrettyPrinter(indent=2, width=30, compact=True)
print(pp.pformat({"alpha": list(range(15)), "beta": "x"}))
pp.pprint(["a" * 10, "b" * 10, "c" * 10, "d" * 10])
print(pp.isreadable([1]), pp.isrecursive(rec))

class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

s = Sink()
pprint.pprint({"z": 1, "a": [1, 2]}, stream=s)
pprint.PrettyPrinter(stream=s, width=10).pprint([1, 2, 3, 4])
print(repr("".join(s.parts)))

for bad in [
    lambda: pprint.pformat([1], indent=-1),
    lambda: pprint.pformat([1], depth=0),
    lambda: pprint.pformat([1], width=0),
    lambda: pprint.PrettyPrinter(depth=-2),
    lambda: pprint.pformat(),
    lambda: pprint.pformat([1], bogus=True),
    lambda: pprint.pformat([1], width="wide"),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
