# @dataclass options: order, frozen, eq=False, unsafe_hash, kw_only, repr=False, ClassVar.
from dataclasses import dataclass, field, FrozenInstanceError
from typing import ClassVar


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    note: str = field(default="", compare=False)


vs = [Version(1, 2), Version(0, 9), Version(1, 0, "x"), Version(1, 0)]
print(sorted(vs))
print(Version(1, 0) < Version(1, 1), Version(2) >= Version(1, 9), Version(1, 0, "a") == Version(1, 0, "b"))
try:
    Version(1) < 3
except TypeError as e:
    print("TypeError", e)


@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float


c = Coord(1.5, 2.5)
print(c, hash(c) == hash(Coord(1.5, 2.5)), {c: "here"}[Coord(1.5, 2.5)])
try:
    c.lat = 0
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
try:
    del c.lon
except AttributeError as e:
    print(type(e).__name__, e)
print(issubclass(FrozenInstanceError, AttributeError))


@dataclass(eq=False)
class Node:
    value: int


n = Node(1)
print(n == Node(1), n == n, hash(n) == hash(n))


@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str


print(hash(Key(1, "x")) == hash(Key(1, "x")), len({Key(1, "x"), Key(1, "x"), Key(2, "y")}))


@dataclass(kw_only=True)
class Config:
    lr: float = 0.1
    steps: int


cfg = Config(steps=10)
print(cfg)
try:
    Config(0.1, 10)
except TypeError as e:
    print("TypeError", e)


@dataclass(repr=False)
class Quiet:
    x: int


print(repr(Quiet(1)).startswith("<__main__.Quiet object at 0x"))


@dataclass
class Counter:
    count: ClassVar[int] = 0
    name: str = "c"

    def __post_init__(self):
        Counter.count += 1


Counter()
Counter("d")
print(Counter.count, Counter("e"))


@dataclass()
class Empty:
    pass


print(Empty(), Empty() == Empty())
try:
    @dataclass(order=True, eq=False)
    class Broken:
        x: int
except ValueError as e:
    print("ValueError", e)
