import pprint

obj = {
    "matrix": [[i * j for j in range(6)] for i in range(4)],
    "meta": {"owner": "lab", "sizes": (3, 14, 159, 2653), "flags": {"a": True, "b": False}},
    "note": "pretty printing should wrap this sentence at spaces when narrow",
    "pairs": [(n, str(n) * n) for n in range(1, 5)],
}
for w in [1, 10, 20, 25, 33, 41, 50, 64, 80, 120]:
    print(f"--- width={w}")
    print(pprint.pformat(obj, width=w))
for w in [8, 16, 24]:
    print(f"--- compact width={w}")
    print(pprint.pformat(obj["matrix"] + [list(range(12))], width=w, compact=True))
for ind in [0, 1, 3]:
    print(f"--- indent={ind}")
    print(pprint.pformat(obj["meta"], width=30, indent=ind))
print(pprint.pformat([(1, [2, (3, [4, (5, [6])])])], width=12))
print(pprint.pformat({"a": [{"b": [{"c": list(range(8))}]}]}, width=15))
print(pprint.pformat(((("deep",),),), width=5))
