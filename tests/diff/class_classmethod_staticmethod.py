class Temperature:
    scale = "C"

    def __init__(self, degrees):
        self.degrees = degrees

    @classmethod
    def from_fahrenheit(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def is_freezing(c):
        return c <= 0

    @classmethod
    def describe(cls):
        return f"{cls.__name__} in {cls.scale}"

    def __repr__(self):
        return f"{type(self).__name__}({self.degrees:.1f})"


class Kelvinish(Temperature):
    scale = "K"


t = Temperature.from_fahrenheit(212)
print(t, Temperature.is_freezing(-1), t.is_freezing(5))
print(Kelvinish.from_fahrenheit(32), Kelvinish.describe(), t.describe())
k = Kelvinish(3)
print(k.describe(), type(k.from_fahrenheit(50)).__name__)
f = Temperature.is_freezing
print(f(0))
