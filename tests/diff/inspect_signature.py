# inspect: signatures and source of user functions, as a lesson on functions shows them.
import inspect

def area(width, height=1.0, *, unit="cm"):
    """Area of a rectangle.

    Returns width times height.
    """
    return width * height

def typed(x: int, y: float = 2.5, *args: str, flag: bool = False, **opts) -> float:
    return x * y

def pos_only(a, b, /, c, d=4):
    return a + b + c + d

square = lambda n: n * n

class Model:
    def __init__(self, layers, lr=0.01):
        self.layers = layers
    def fit(self, X, y=None, epochs=10):
        return self

sig = inspect.signature(area)
print(sig, repr(sig))
for name, p in sig.parameters.items():
    print(name, p.kind, p.default, p.default is inspect.Parameter.empty, p.annotation is inspect.Parameter.empty, repr(p))
print(inspect.signature(typed), inspect.signature(typed).return_annotation)
print(inspect.signature(pos_only), inspect.signature(square), inspect.signature(lambda *a, **k: None), inspect.signature(lambda: 0))
print(inspect.signature(Model), inspect.signature(Model.fit), inspect.signature(Model([1]).fit))
print(list(inspect.signature(typed).parameters), [str(p.kind) for p in inspect.signature(typed).parameters.values()])
print(str(inspect.signature(area).parameters["unit"]), inspect.signature(area).parameters["width"].name)
print(inspect.isfunction(area), inspect.isfunction(square), inspect.isfunction(len), inspect.isfunction(Model), inspect.isclass(Model), inspect.isclass(area))
print(inspect.ismethod(Model([1]).fit), inspect.ismodule(inspect), inspect.isbuiltin(len), inspect.isroutine(area))
print(inspect.getdoc(area))
print(inspect.getsource(area), end="")
print(inspect.getsource(Model.fit), end="")
print(inspect.getsource(square), end="")
print(inspect.cleandoc("  first\n    second\n      third\n"))
def gen():
    yield 1
print(inspect.isgeneratorfunction(gen), inspect.isgeneratorfunction(area), inspect.isgenerator(gen()))
try:
    inspect.signature(42)
except TypeError as e:
    print("TypeError", e)
