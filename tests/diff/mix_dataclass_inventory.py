# Dataclasses with default_factory, order=True, frozen=True, sorted with attrgetter.
from dataclasses import dataclass, field, asdict, replace, FrozenInstanceError
from operator import attrgetter, itemgetter
from typing import List
import json


@dataclass(order=True)
class Item:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    def __post_init__(self):
        self.sort_index = self.price * self.qty

    @property
    def total(self):
        return round(self.price * self.qty, 2)


@dataclass(frozen=True)
class Sku:
    code: str
    rev: int = 1


@dataclass
class Inventory:
    items: List[Item] = field(default_factory=list)

    def add(self, *args, **kw):
        it = Item(*args, **kw)
        self.items.append(it)
        return it

    def __iter__(self):
        yield from sorted(self.items, key=attrgetter("name"))

    def __len__(self):
        return len(self.items)


inv = Inventory()
inv.add("widget", 2.5, 10, ["metal"])
inv.add("gadget", 12.0, 3)
inv.add("doohickey", 0.75, 100, ["plastic", "small"])
inv.add("gizmo", 12.0, 2)
print(len(inv))
for it in inv:
    print(f"{it.name:>10} {it.price:7.2f} x{it.qty:<4d} = {it.total:8.2f} {it.tags}")
print([i.name for i in sorted(inv.items)])
print([i.name for i in sorted(inv.items, key=attrgetter("price", "name"), reverse=True)])
print(max(inv.items).name, min(inv.items).name)
a, b = Inventory(), Inventory()
a.add("x", 1.0)
print(len(a), len(b), a.items[0].tags is not b.items if b.items else "empty b")
print(inv.items[0])
d = asdict(inv.items[2])
print(json.dumps(d, sort_keys=True))
print(json.dumps(d, indent=2))
s = Sku("AB-1")
s2 = replace(s, rev=2)
print(s, s2, s == Sku("AB-1"), hash(s) == hash(Sku("AB-1")))
try:
    s.rev = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(sorted([Sku("b", 2), Sku("a", 3), Sku("a", 1)], key=attrgetter("code", "rev")))
rows = [asdict(i) for i in inv.items]
print([r["name"] for r in sorted(rows, key=itemgetter("qty"))])
try:
    Item("bad")
except TypeError as e:
    print(type(e).__name__, e)
try:
    Item("a", 1.0) < Sku("a")
except TypeError as e:
    print(type(e).__name__, e)
