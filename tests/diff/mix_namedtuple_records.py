# typing.NamedTuple and collections.namedtuple records with sorting, grouping and json.
from typing import NamedTuple, Optional, List, Dict
from collections import namedtuple, defaultdict
from operator import itemgetter, attrgetter
from itertools import groupby
import json


class Employee(NamedTuple):
    name: str
    dept: str
    salary: int
    manager: Optional[str] = None

    @property
    def monthly(self) -> float:
        return self.salary / 12

    def describe(self) -> str:
        return f"{self.name} ({self.dept}) earns {self.salary:,}"


Point = namedtuple("Point", ["x", "y"], defaults=[0])

staff: List[Employee] = [
    Employee("Ada", "eng", 120000),
    Employee("Bob", "ops", 70000, "Ada"),
    Employee("Cat", "eng", 95000, "Ada"),
    Employee("Dan", "sales", 65000),
    Employee("Eve", "ops", 72000, "Bob"),
]
print(staff[1])
print(staff[0].describe(), f"{staff[0].monthly:.2f}")
print(Employee._fields, Employee._field_defaults)
print(staff[2]._asdict())
print(staff[3]._replace(salary=66000))
print(Employee._make(["Fay", "eng", 1, None]))
name, dept, *rest = staff[4]
print(name, dept, rest)
by_dept: Dict[str, List[str]] = defaultdict(list)
for e in staff:
    by_dept[e.dept].append(e.name)
print(sorted(by_dept.items()))
for dept, group in groupby(sorted(staff, key=attrgetter("dept")), key=attrgetter("dept")):
    members = list(group)
    print(f"{dept:6} {len(members)} {sum(m.salary for m in members):>8,}")
print(sorted(staff, key=itemgetter(2))[0].name, max(staff, key=itemgetter(2)).name)
print(json.dumps([e._asdict() for e in staff[:2]]))
p = Point(3)
print(p, p._replace(y=5), p + (1,), Point(*p) == (3, 0), hash(p) == hash((3, 0)))
print(Point._fields, Point._field_defaults)
reports = defaultdict(int)
for e in staff:
    if e.manager:
        reports[e.manager] += 1
print(sorted(reports.items(), key=itemgetter(1, 0), reverse=True))
try:
    staff[0].salary = 1
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Employee("x")
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", ["ok", "class"])
except ValueError as e:
    print(type(e).__name__, e)
