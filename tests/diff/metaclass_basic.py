# Metaclasses as course code uses them: a registry, a singleton metaclass, attribute checks.
class Registry(type):
    classes = {}

    def __new__(mcs, name, bases, namespace):
        cls = super().__new__(mcs, name, bases, namespace)
        if bases:
            mcs.classes[name] = cls
        return cls


class Plugin(metaclass=Registry):
    def run(self):
        return f"running {type(self).__name__}"


class Resize(Plugin):
    pass


class Blur(Plugin):
    def run(self):
        return "blur " + super().run()


print(sorted(Registry.classes), type(Plugin).__name__, type(Resize) is Registry)
print(isinstance(Resize, Registry), isinstance(Resize, type), isinstance(Resize(), Plugin))
print([Registry.classes[n]().run() for n in sorted(Registry.classes)])
print(Resize, Resize.__name__, Resize.__mro__)


class SingletonMeta(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=SingletonMeta):
    def __init__(self, path="default.cfg"):
        print("loading", path)
        self.path = path


c1 = Config("a.cfg")
c2 = Config("b.cfg")
print(c1 is c2, c1.path, len(SingletonMeta._instances))


class Logger(metaclass=SingletonMeta):
    pass


print(Logger() is Logger(), Logger() is c1, len(SingletonMeta._instances))


class Validated(type):
    def __init__(cls, name, bases, namespace):
        super().__init__(name, bases, namespace)
        missing = [m for m in ("area",) if m not in namespace and bases]
        if missing:
            raise TypeError(f"{name} must define {missing[0]}")
        cls.label = name.lower()

    def describe(cls):
        return f"<shape class {cls.__name__}>"


class Shape(metaclass=Validated):
    pass


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s ** 2


print(Square.label, Square.describe(), Square(3).area(), Shape.label)
try:

    class Blob(Shape):
        pass

except TypeError as err:
    print("TypeError", err)


class Upper(type):
    def __new__(mcs, name, bases, ns):
        ns = {k.upper() if not k.startswith("__") else k: v for k, v in ns.items()}
        return type.__new__(mcs, name, bases, ns)


class Loud(metaclass=Upper):
    greeting = "hi"

    def speak(self):
        return "speaking"


print(Loud.GREETING, Loud().SPEAK(), hasattr(Loud, "greeting"))


class WithKw(type):
    def __new__(mcs, name, bases, ns, **kw):
        cls = super().__new__(mcs, name, bases, ns)
        cls.options = kw
        return cls

    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class Opt(metaclass=WithKw, debug=True, level=2):
    pass


print(Opt.options)

# type(name, bases, ns): classes made at run time.
Point = type("Point", (), {"x": 0, "y": 0, "norm": lambda self: (self.x ** 2 + self.y ** 2) ** 0.5})
p = Point()
p.x, p.y = 3, 4
print(Point.__name__, p.norm(), type(p).__name__, Point.__bases__)


def init(self, name):
    self.name = name


Animal = type("Animal", (object,), {"__init__": init, "speak": lambda self: f"{self.name} speaks"})
Dog = type("Dog", (Animal,), {"speak": lambda self: f"{self.name} barks"})
print(Dog("rex").speak(), Animal("cat").speak(), issubclass(Dog, Animal), Dog.__mro__)
print(type(Dog), type(type), type(Registry))
M2 = type("M2", (type,), {})
K = M2("K", (), {"v": 1})
print(type(K).__name__, K.v)


class Meta1(type):
    pass


class Meta2(type):
    pass


class A1(metaclass=Meta1):
    pass


try:

    class Mixed(A1, metaclass=Meta2):
        pass

except TypeError as err:
    print("TypeError", err)
try:
    type("X", ())
except TypeError as err:
    print("TypeError", err)
