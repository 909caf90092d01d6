# Error cases of builtin subclasses, __new__ and metaclasses, with CPython's types and messages.
def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__, e)


attempt(lambda: type("Bad", (bool,), {}))
attempt(lambda: type("X", (), {}, 1))
attempt(lambda: type(1, (), {}))
attempt(lambda: type("X", [], {}))


class L(list):
    pass


class D(dict):
    pass


class S(str):
    pass


attempt(lambda: hash(L()))
attempt(lambda: hash(D()))
attempt(lambda: hash(S("a")) == hash("a"))
attempt(lambda: L() + 1)
attempt(lambda: S("a") + 1)
attempt(lambda: D()["missing"])
attempt(lambda: L()[3])
attempt(lambda: L().nothing)
attempt(lambda: S("x").nothing)
attempt(lambda: object.__new__(D))
attempt(lambda: object.__new__(S))
attempt(lambda: int.__new__(S))
attempt(lambda: list.__new__(L) == [])
attempt(lambda: type(list.__new__(L)).__name__)
attempt(lambda: type(str.__new__(S, "q")).__name__)
attempt(lambda: str.__new__(S, "q") + "!")
attempt(lambda: list.append(L([1]), 2))
attempt(lambda: str.upper(S("up")))


class OnlyNew:
    def __new__(cls):
        return super().__new__(cls)


attempt(lambda: OnlyNew(1))
attempt(lambda: type(OnlyNew()).__name__)


class InitNoNew:
    def __init__(self):
        pass


attempt(lambda: InitNoNew(1))


class NewReturnsInt:
    def __new__(cls, v):
        return v

    def __init__(self, v):
        raise RuntimeError("must not run")


attempt(lambda: NewReturnsInt(42))


class Meta(type):
    def __call__(cls, *args):
        if args and args[0] < 0:
            raise ValueError("negative")
        return super().__call__(*args)


class Pos(metaclass=Meta):
    def __init__(self, v=0):
        self.v = v


attempt(lambda: Pos(-1))
attempt(lambda: Pos(3).v)
attempt(lambda: Meta("Dyn", (), {})().__class__.__name__)
attempt(lambda: Meta(1))


class E(Exception):
    pass


attempt(lambda: isinstance(E("x"), Exception))
attempt(lambda: isinstance(Pos, Meta))
attempt(lambda: issubclass(Meta, type))
attempt(lambda: Pos.__class__.__name__)
attempt(lambda: L.__mro__)
attempt(lambda: S.__mro__)
attempt(lambda: isinstance(L(), (dict, list)))
attempt(lambda: L([1, 2]) == L([1, 2]))
attempt(lambda: D(a=1) == {"a": 1})
attempt(lambda: S("a") < S("b"))
attempt(lambda: sorted([S("b"), S("a")])[0].__class__.__name__)
