# __init_subclass__: registries and class keywords; __class_getitem__.
class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
        print("registered", key, cls.__name__)


class CsvLoader(Plugin, name="csv"):
    pass


class JsonLoader(Plugin):
    pass


class FastCsv(CsvLoader, name="fastcsv"):
    pass


print(sorted(Plugin.registry), Plugin.registry["csv"] is CsvLoader)


class Shape:
    sides = 0

    def __init_subclass__(cls, sides=0, **kw):
        super().__init_subclass__(**kw)
        cls.sides = sides


class Triangle(Shape, sides=3):
    pass


class Square(Shape, sides=4):
    pass


print(Triangle.sides, Square.sides, Shape.sides)

try:

    class Bad(Shape, colour="red"):
        pass

except TypeError as err:
    print("TypeError", err)

try:

    class NoHook(flavour=1):
        pass

except TypeError as err:
    print("TypeError", err)


class Base:
    subclasses = []

    @classmethod
    def __init_subclass__(cls):
        Base.subclasses.append(cls.__name__)


class X(Base):
    pass


class Y(X):
    pass


print(Base.subclasses)


class Box:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"


print(Box[int], Box[str])


class Typed:
    def __init_subclass__(cls, /, required=(), **kwargs):
        super().__init_subclass__(**kwargs)
        for attr in required:
            if not hasattr(cls, attr):
                raise TypeError(f"{cls.__name__} needs {attr}")


class Good(Typed, required=("run",)):
    def run(self):
        return 1


try:

    class Missing(Typed, required=("run",)):
        pass

except TypeError as err:
    print("TypeError", err)
print(Good().run())
