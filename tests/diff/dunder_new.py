# __new__: singletons, caching, alternative classes, CPython's call order.
class Singleton:
    _instance = None

    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            print("creating", cls.__name__)
            cls._instance = super().__new__(cls)
        return cls._instance

    def __init__(self, value=0):
        print("init", value)
        self.value = value


a = Singleton(1)
b = Singleton(2)
print(a is b, a.value, b.value, type(a).__name__)


class Logged:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        return object.__new__(cls)

    def __init__(self, x, y):
        print("init", x, y)
        self.total = x + y


o = Logged(2, 3)
print(o.total, isinstance(o, Logged))


class Child(Logged):
    def __init__(self, x):
        print("child init", x)
        super().__init__(x, x)


ch = Child(4)
print(ch.total, type(ch).__name__)


class Other:
    def __init__(self):
        print("never")


class Factory:
    def __new__(cls, kind):
        if kind == "list":
            return [1, 2]
        if kind == "other":
            return Other.__new__(Other)
        return super().__new__(cls)

    def __init__(self, kind):
        print("Factory init", kind)
        self.kind = kind


print(Factory("list"))
print(type(Factory("other")).__name__)
f = Factory("self")
print(f.kind)


class Interned:
    _cache = {}

    def __new__(cls, name):
        if name not in cls._cache:
            obj = super().__new__(cls)
            obj.name = name
            cls._cache[name] = obj
        return cls._cache[name]


print(Interned("x") is Interned("x"), Interned("x") is Interned("y"), len(Interned._cache))


class NoInit:
    def __new__(cls, value):
        obj = super().__new__(cls)
        obj.value = value * 2
        return obj


print(NoInit(21).value)


class Base:
    def __new__(cls, *args):
        inst = super().__new__(cls)
        inst.created_by = "Base.__new__"
        return inst


class Derived(Base):
    def __init__(self, a):
        self.a = a


d = Derived(5)
print(d.created_by, d.a, Derived.__new__ is Base.__new__)


class BadNew:
    def __new__(cls, x):
        return super().__new__(cls, x)


try:
    BadNew(1)
except TypeError as err:
    print("TypeError", err)


class Plain:
    pass


try:
    object.__new__(Plain, 1)
except TypeError as err:
    print("TypeError", err)
print(type(object.__new__(Plain)).__name__)


class L(list):
    pass


try:
    object.__new__(L)
except TypeError as err:
    print("TypeError", err)
try:
    str.__new__(L)
except TypeError as err:
    print("TypeError", err)
try:
    Singleton.__new__(5)
except Exception as err:
    print(type(err).__name__)


class Returns:
    def __new__(cls):
        return None

    def __init__(self):
        print("not called")


print(Returns())
