registry = {}


def register(cls):
    registry[cls.__name__] = cls
    return cls


def add_greeting(cls):
    def greet(self):
        return f"hello from {type(self).__name__}"

    cls.greet = greet
    return cls


@register
@add_greeting
class Widget:
    pass


@register
class Gadget(Widget):
    size = 3


print(sorted(registry), Widget().greet(), Gadget().greet(), registry["Gadget"].size)


def count_calls(f):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return f(*args, **kwargs)

    wrapper.calls = 0
    return wrapper
