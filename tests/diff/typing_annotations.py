# typing: the names annotations use import, subscript and print as CPython's; nothing is checked.
from typing import List, Dict, Tuple, Optional, Union, Callable, Any, Iterable, Iterator, Sequence, TypeVar, Generic, cast
import typing

T = TypeVar("T")


def mean(xs: List[float]) -> float:
    return sum(xs) / len(xs)


def lookup(d: Dict[str, int], key: str, default: Optional[int] = None) -> Optional[int]:
    return d.get(key, default)


def apply(f: Callable[[int], int], xs: Iterable[int]) -> List[int]:
    return [f(x) for x in xs]


def pairs(n: int) -> Iterator[Tuple[int, int]]:
    for i in range(n):
        yield i, i * i


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []

    def push(self, item: T) -> None:
        self.items.append(item)

    def pop(self) -> T:
        return self.items.pop()


s: Stack[int] = Stack()
s.push(1)
s.push("not checked")
print(s.pop(), s.pop(), mean([1, 2, 3]), lookup({"a": 1}, "b", 5), apply(lambda x: x * 2, [1, 2]))
print(list(pairs(3)))
print(List[int], Dict[str, List[float]], Optional[int], Tuple[int, ...], Union[int, str])
print(Callable[[int, str], bool], typing.Any, T, cast(int, "3"), typing.TYPE_CHECKING)
x: int = "annotations are not enforced"
count: Dict[str, int]
print(x)


class Config:
    name: str = "run"
    steps: int = 10
    lr: float


print(Config.__annotations__, Config.name)
print(typing.get_type_hints(Config))
try:
    List()
except TypeError as e:
    print("TypeError", e)
