# json.dumps: CPython's exact text for separators, indent, sort_keys, ensure_ascii, floats, keys.
import json

data = {"name": "Ann", "age": 31, "scores": [1.5, 2.0, 1e-7, 1e22, -0.0], "ok": True, "none": None, "tags": ("a", "b"), "nested": {"x": [], "y": {}}}
print(json.dumps(data))
print(json.dumps(data, indent=2))
print(json.dumps(data, indent="\t", sort_keys=True))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps([1, [2, [3]]], indent=0))
print(json.dumps({"a": 1}, indent=4, separators=(", ", " = ")))
print(json.dumps("héllo wörld ✓ 😀 \u0001 \t\n\"\\/"), json.dumps("héllo ✓ 😀", ensure_ascii=False))
print(json.dumps({3: "int", 2.5: "float", True: "bool", None: "null", "s": "str"}))
print(json.dumps({"b": 1, "a": 2, "c": {"z": 0, "y": 1}}, sort_keys=True))
print(json.dumps([float("nan"), float("inf"), -float("inf"), 0.1 + 0.2, 1/3, 123456789012345678901234567890]))
print(json.dumps(3), json.dumps("x"), json.dumps(None), json.dumps(2.0), json.dumps([]), json.dumps({}), json.dumps(False))
print(json.dumps({(1, 2): "tuple key"}, skipkeys=True), json.dumps({1: 1, "1": 2}))
print(json.dumps({1, 2} - {1, 2}, default=list), json.dumps({"s": {3}}, default=sorted))
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(json.dumps([Point(1, 2)], default=lambda o: {"x": o.x, "y": o.y}))
for bad in [{1, 2}, Point(0, 0), b"bytes", {"k": object()}, {(1, 2): 3}, {"b": 1, 2: 3}]:
    try:
        print(json.dumps(bad, sort_keys=isinstance(bad, dict) and len(bad) == 2))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print(type(e).__name__, e)
loop = []
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print(type(e).__name__, e)
d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print(type(e).__name__, e)
try:
    json.dumps(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
