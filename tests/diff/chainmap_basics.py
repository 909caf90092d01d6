# collections.ChainMap: layered configuration and nested scopes.
from collections import ChainMap

defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
config = ChainMap(cli, env, defaults)
print(config["color"], config["user"], config["debug"], config.get("missing"), config.get("missing", 0))
print(len(config), sorted(config), list(config), dict(config))
print("user" in config, "nope" in config, bool(config), bool(ChainMap()), bool(ChainMap({})))
print(config)
print(config.maps[0] is cli, len(config.maps))
config["theme"] = "dark"
print(cli, "theme" in env)
del config["theme"]
try:
    del config["color"]
except KeyError as e:
    print("KeyError", e)
child = config.new_child({"user": "root"})
print(child["user"], child.parents["user"], child.parents.maps == config.maps)
print(config.new_child())
print(ChainMap(), ChainMap({"a": 1}))
print(list(config.keys()), list(config.values()), list(config.items()))
print(config.keys(), "user" in config.keys(), ("user", "admin") in config.items(), "red" in config.values())
print(config.pop("debug"), cli, config.pop("debug", "none"))
try:
    config.pop("color")
except KeyError as e:
    print("KeyError", e)
cfg2 = config.copy()
cfg2["new"] = 1
print("new" in config, "new" in cfg2, cfg2.maps[1] is env)
print(ChainMap({"a": 1}) == {"a": 1}, ChainMap({"a": 1}, {"b": 2}) == ChainMap({"a": 1, "b": 2}))
try:
    config["absent"]
except KeyError as e:
    print("KeyError", e)
scopes = ChainMap()
scopes["x"] = 1
inner = scopes.new_child()
inner["x"] = 2
print(inner["x"], scopes["x"], inner.maps)
