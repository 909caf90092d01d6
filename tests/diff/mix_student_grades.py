# Student records: dataclass(frozen) + IntEnum levels, Counter histogram, statistics, sorted with keys.
from dataclasses import dataclass, field, astuple
from enum import IntEnum
from collections import Counter, defaultdict
from functools import reduce
import statistics
import random


class Level(IntEnum):
    FRESHMAN = 1
    SOPHOMORE = 2
    JUNIOR = 3
    SENIOR = 4


@dataclass(frozen=True, order=True)
class Student:
    name: str
    level: Level
    scores: tuple = field(default=(), compare=False)

    @property
    def average(self):
        return statistics.mean(self.scores) if self.scores else 0

    def grade(self):
        avg = self.average
        return "A" if avg >= 90 else "B" if avg >= 80 else "C" if avg >= 70 else "F"


random.seed(42)
names = ["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"]
students = [Student(n, random.choice(list(Level)), tuple(random.randint(55, 100) for _ in range(4)))
            for n in names]
for s in students:
    print(f"{s.name:<5} {s.level.name:<9} {s.scores} avg={s.average:6.2f} {s.grade()}")
hist = Counter(s.grade() for s in students)
for g in "ABCF":
    print(g, "#" * hist[g], hist[g])
by_level = defaultdict(list)
for s in students:
    by_level[s.level].append(s.average)
for lvl in sorted(by_level):
    avgs = by_level[lvl]
    print(f"{lvl.name:<10}{len(avgs)} median={statistics.median(avgs):6.2f}")
print([s.name for s in sorted(students)][:4])
print([s.name for s in sorted(students, key=lambda s: (-s.average, s.name))][:3])
all_scores = [x for s in students for x in s.scores]
print(statistics.mean(all_scores), statistics.median(all_scores), round(statistics.stdev(all_scores), 4))
print(statistics.quantiles(all_scores, n=4), statistics.mode(all_scores))
print(reduce(lambda acc, s: acc + len(s.scores), students, 0), astuple(students[0]))
print(Student("Zed", Level.SENIOR) == Student("Zed", Level.SENIOR, (1, 2)), Level.JUNIOR - Level.FRESHMAN)
print(len({students[0], students[0], students[1]}))
try:
    students[0].name = "X"
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Level(7)
except ValueError as e:
    print(type(e).__name__, e)
