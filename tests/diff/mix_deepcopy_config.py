# Nested configuration: deepcopy vs shallow copy, merging, pprint and json round trips.
import copy
import json
from pprint import pprint, pformat

DEFAULTS = {
    "model": {"name": "mlp", "layers": [64, 32, 10], "activation": "relu"},
    "train": {"epochs": 10, "lr": 0.001, "schedule": {"type": "step", "gamma": 0.5}},
    "data": {"paths": ["train.csv", "val.csv"], "shuffle": True, "seed": None},
}


def merge(base, override):
    out = copy.deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def flatten(d, prefix=""):
    for k, v in sorted(d.items()):
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


cfg = merge(DEFAULTS, {"train": {"lr": 0.01, "schedule": {"gamma": 0.9}}, "extra": [1, (2, 3)]})
pprint(cfg)
pprint(cfg, width=40, sort_dicts=False)
print(pformat(DEFAULTS["model"], compact=True, width=30))
for key, val in flatten(cfg):
    print(f"{key:<24} = {val!r}")
shallow = copy.copy(DEFAULTS)
deep = copy.deepcopy(DEFAULTS)
shallow["model"]["layers"].append(5)
print(DEFAULTS["model"]["layers"], deep["model"]["layers"])
print(shallow is DEFAULTS, shallow["model"] is DEFAULTS["model"], deep["model"] is DEFAULTS["model"])
shared = [1, 2]
pair = {"a": shared, "b": shared}
dup = copy.deepcopy(pair)
print(dup["a"] is dup["b"], dup["a"] is shared)
text = json.dumps(cfg, indent=2, sort_keys=True)
print(text)
back = json.loads(text)
print(back == cfg, back["extra"], cfg["extra"])
print(json.dumps({"b": 1, "a": [1.5, None, True, "é"]}, separators=(",", ":")))
print(json.dumps({"a": "é"}, ensure_ascii=False), json.dumps("tab\there"))
print(json.loads('{"x": [1, 2.50, -3e2, "\\u00e9"], "y": null}'))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print(type(e).__name__, e, e.pos, e.lineno, e.colno)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads("[1, 2")
except ValueError as e:
    print(type(e).__name__, e)
nested = [1, [2, [3, [4, [5]]]]]
print(pformat(nested, depth=3))
class Node:
    def __init__(self, val, children=()):
        self.val = val
        self.children = list(children)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
t2 = copy.deepcopy(tree)
t2.children[1].children[0].val = 40
print(tree.children[1].children[0].val, t2.children[1].children[0].val)
