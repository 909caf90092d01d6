# Subclassing dict: __missing__ (a hand-written defaultdict), attribute dicts, counters.
import json


class DefaultDict(dict):
    def __init__(self, factory, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.factory = factory

    def __missing__(self, key):
        value = self.factory()
        self[key] = value
        return value


groups = DefaultDict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups)
print(len(groups), list(groups), sorted(groups.keys()), "a" in groups, "z" in groups)
print(groups.get("z"), groups.get("z", "none"), "z" in groups)
print(json.dumps(groups, sort_keys=True))
print(isinstance(groups, dict), type(groups).__name__, groups.factory)


class Counter0(dict):
    def __missing__(self, key):
        return 0


c = Counter0()
for ch in "mississippi":
    c[ch] += 1
print(c, c["z"], len(c))
print(sorted(c.items(), key=lambda kv: (-kv[1], kv[0])))


class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value


cfg = AttrDict(lr=0.1, epochs=3)
cfg.batch = 32
print(cfg, cfg.lr, cfg.batch, cfg["epochs"])
try:
    cfg.missing
except AttributeError as err:
    print("AttributeError", err)


class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())


d = LowerDict()
d["Hello"] = 1
d["WORLD"] = 2
print(d, d["hello"], d["HELLO"])
try:
    d["nope"]
except KeyError as err:
    print("KeyError", err)

plain = dict(d)
print(plain, type(plain).__name__)
print(DefaultDict(int, {"a": 1}) == {"a": 1})
m = DefaultDict(int, [("x", 1)], y=2)
print(m, m["q"], m)
for k, v in m.items():
    print(k, v)
print({**m})
del m["x"]
print(m, m.pop("y"), m)
m.update({"n": 5})
m |= {"o": 6}
print(m, type(m).__name__)
try:
    Counter0()["k"]["j"]
except TypeError as err:
    print("TypeError", err)
try:
    dict.__getitem__(Counter0(), "absent")
except KeyError as err:
    print("KeyError", err)
