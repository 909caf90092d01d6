# enum: Enum, IntEnum, StrEnum-free basics, auto, unique, members with __init__ (tuple values).
from enum import Enum, IntEnum, auto, unique
import enum


class Color(Enum):
    RED = 1
    GREEN = auto()
    BLUE = auto()
    CRIMSON = 1

    def describe(self):
        return f"{self.name.lower()} ({self.value})"

    @property
    def is_warm(self):
        return self is Color.RED


print(repr(Color.RED), str(Color.RED), f"{Color.GREEN}", Color.CRIMSON is Color.RED)
print(list(Color), len(Color), Color(2), Color["BLUE"], Color.RED.name, Color.RED.value)
print(Color.__members__)
print(Color.RED.describe(), Color.RED.is_warm, Color.BLUE.is_warm)
print(type(Color.RED), isinstance(Color.RED, Color), Color.RED in Color, Color.RED == 1, Color.RED == Color.RED)
print({Color.RED: "r", Color.GREEN: "g"}[Color.CRIMSON], sorted(c.name for c in Color))
print(Color, Enum, [m.value for m in Color])
try:
    Color(7)
except ValueError as e:
    print("ValueError", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError", e)
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError", e)


class Level(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3


print(repr(Level.LOW), str(Level.MID), f"{Level.HIGH}", Level.LOW == 1, Level.MID + 1, Level.HIGH * 2)
print(sorted([Level.HIGH, Level.LOW]), [10, 20, 30, 40][Level.HIGH], Level(2), Level.LOW < Level.MID, Level.MID > 1)
print(max(Level), int(Level.HIGH), Level.HIGH.value, hash(Level.LOW) == hash(1))


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.673e-11
        return G * self.mass / (self.radius * self.radius)


for p in Planet:
    print(p.name, p.value, f"{p.surface_gravity:.2f}")
print(Planet((5.976e24, 6.37814e6)))


class Status(Enum):
    ACTIVE = "active"
    DONE = "done"


print(Status("done"), Status.ACTIVE.value, [s.value for s in Status])
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)


@unique
class Fine(Enum):
    A = 1
    B = 2


print(list(Fine), enum.Enum is Enum)
try:
    class MoreColor(Color):
        PINK = 9
except TypeError as e:
    print("TypeError", e)
from enum import StrEnum, auto, Enum
class Mode(StrEnum):
    TRAIN = auto()
    EVAL = "eval"
print(repr(Mode.TRAIN), str(Mode.TRAIN), f"{Mode.EVAL}", Mode.TRAIN == "train", Mode("eval"), Mode.EVAL.upper(), list(Mode))
class E(Enum):
    A = auto()
    B = 10
    C = auto()
print(list(E))
