class Config:
    def __init__(self, **values):
        self._values = dict(values)

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting {name!r}")


c = Config(depth=3, mode="fast")
print(c.depth, c.mode, hasattr(c, "speed"), getattr(c, "speed", "default"))
try:
    c.speed
except AttributeError as e:
    print(type(e).__name__, e)


class Logged:
    def __init__(self):
        self.log = []
        self.x = 1

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append(name)
        super().__setattr__(name, value)


obj = Logged()
obj.y = 2
setattr(obj, "z", 3)
print(obj.log, obj.x, obj.y, obj.z, vars(obj))


class ReadOnly:
    def __init__(self, v):
        object.__setattr__(self, "v", v)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only")


r = ReadOnly(5)
print(r.v)
try:
    r.v = 6
except AttributeError as e:
    print(type(e).__name__, e)
