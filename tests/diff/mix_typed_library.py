# Typing-annotated library catalog: Optional/Union/Callable/Dict hints, dataclasses, enums, filters.
from __future__ import annotations
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union
from collections import Counter
from operator import attrgetter
import json


class Genre(Enum):
    FICTION = "fiction"
    SCIENCE = "science"
    HISTORY = "history"


@dataclass
class Book:
    title: str
    author: str
    year: int
    genre: Genre
    ratings: List[int] = field(default_factory=list)
    isbn: Optional[str] = None

    @property
    def rating(self) -> float:
        return sum(self.ratings) / len(self.ratings) if self.ratings else 0.0

    def to_json(self) -> Dict[str, Union[str, int, float, None]]:
        return {"title": self.title, "author": self.author, "year": self.year,
                "genre": self.genre.value, "rating": round(self.rating, 2), "isbn": self.isbn}


Predicate = Callable[[Book], bool]


def where(books: Iterable[Book], *preds: Predicate) -> Iterator[Book]:
    for b in books:
        if all(p(b) for p in preds):
            yield b


def by_decade(books: Iterable[Book]) -> Dict[int, List[str]]:
    out: Dict[int, List[str]] = {}
    for b in books:
        out.setdefault(b.year // 10 * 10, []).append(b.title)
    return out


def stats(nums: List[int]) -> Tuple[int, int, float]:
    return min(nums), max(nums), sum(nums) / len(nums)


catalog = [
    Book("Dune", "Herbert", 1965, Genre.FICTION, [5, 4, 5]),
    Book("Cosmos", "Sagan", 1980, Genre.SCIENCE, [5, 5], "978-0345539434"),
    Book("SPQR", "Beard", 2015, Genre.HISTORY, [4, 3, 4, 4]),
    Book("Foundation", "Asimov", 1951, Genre.FICTION, [4]),
    Book("The Gene", "Mukherjee", 2016, Genre.SCIENCE),
    Book("I, Robot", "Asimov", 1950, Genre.FICTION, [3, 4]),
]
old = lambda b: b.year < 1970
rated = lambda b: b.rating >= 4
print([b.title for b in where(catalog, old)], [b.title for b in where(catalog, old, rated)])
print(by_decade(sorted(catalog, key=attrgetter("year"))))
print(Counter(b.genre.name for b in catalog).most_common())
print(Counter(b.author for b in catalog)["Asimov"], stats([b.year for b in catalog]))
for b in sorted(catalog, key=lambda b: (-b.rating, b.title)):
    print(f"{b.title:<12.10}{b.author:<10}{b.year:>5} {b.genre.value:<8}{b.rating:5.2f} {'*' * round(b.rating)}")
print(json.dumps([b.to_json() for b in catalog[:2]], indent=1))
print(Book.__dataclass_fields__["ratings"].name, Genre("science"), Genre.SCIENCE.value)
x: int = 5
y: List[str]
print(x, "y" in dir(), __annotations__ if False else "annotations ok")
try:
    Genre("poetry")
except ValueError as e:
    print(type(e).__name__, e)
try:
    stats([1, "a"])
except TypeError as e:
    print(type(e).__name__, e)
