# Warehouse stock with Counter arithmetic, defaultdict(set)-like grouping, namedtuple orders, json.
from collections import Counter, defaultdict, namedtuple
from itertools import chain
import json

Order = namedtuple("Order", "id customer items")

stock = Counter(apple=10, banana=4, cherry=25, durian=1)
orders = [
    Order(1, "ann", Counter(apple=3, cherry=10)),
    Order(2, "bob", Counter(banana=5)),
    Order(3, "ann", Counter(durian=1, apple=2)),
    Order(4, "cy", Counter(cherry=20, apple=1)),
]
fulfilled, backorders = [], []
for o in orders:
    missing = o.items - stock
    if missing:
        backorders.append((o.id, dict(sorted(missing.items()))))
        continue
    stock -= o.items
    fulfilled.append(o.id)
print(fulfilled, backorders)
print(sorted(stock.items()), stock.total(), stock == Counter(dict(stock.items())))
restock = Counter(banana=12, durian=2, elderberry=7)
stock.update(restock)
print(sorted(stock.items()))
print((stock & Counter(banana=3, fig=1)), sorted((stock | Counter(apple=100)).items())[:2])
c = Counter("mississippi")
c.subtract("sip")
print(sorted(c.items()), sorted(c.elements())[:6], c.most_common(1))
spend = defaultdict(int)
items_by_customer = defaultdict(list)
prices = {"apple": 0.5, "banana": 0.25, "cherry": 0.1, "durian": 9.0}
for o in orders:
    spend[o.customer] += sum(prices[k] * v for k, v in sorted(o.items.items()))
    items_by_customer[o.customer].extend(sorted(o.items))
print(sorted(spend.items()), sorted((k, sorted(set(v))) for k, v in items_by_customer.items()))
print(sorted(set(chain.from_iterable(o.items for o in orders))))
defaults = {"currency": "EUR", "tax": 0.2}
cfg = defaults | {"tax": 0.1}
cfg.setdefault("discount", 0.05)
print(cfg["currency"], cfg["tax"], len(cfg), sorted(cfg), defaults)
report = {"stock": dict(sorted(stock.items())), "fulfilled": fulfilled,
          "orders": [o._asdict() | {"items": dict(sorted(o.items.items()))} for o in orders[:2]]}
print(json.dumps(report, sort_keys=True))
print(Counter(a=2, b=-1) + Counter(a=1, b=1), Counter(x=3) - Counter(x=5))
print(Counter({"z": 1, "y": 1, "x": 2}).most_common())
try:
    Counter("ab") + ["a"]
except TypeError as e:
    print(type(e).__name__, e)
try:
    stock["zzz"] += 0
    print(stock["zzz"], "zzz" in stock, stock.pop("zzz"))
    defaults.pop("k")
except KeyError as e:
    print(type(e).__name__, e)
