import copy
from datetime import date, datetime, timedelta, timezone

stamp = datetime(2024, 3, 1, 12, tzinfo=timezone.utc)
record = {"when": stamp, "span": timedelta(hours=2), "days": [date(2024, 1, 1), date(2024, 1, 2)], "tz": timezone.utc}
shallow = copy.copy(record)
deep = copy.deepcopy(record)
print(shallow == record, deep == record, deep["days"] is record["days"], deep["when"] is stamp, deep["span"] == timedelta(hours=2))
deep["days"].append(date(2024, 1, 3))
print(len(record["days"]), len(deep["days"]), deep["when"].isoformat())

grid = [[0] * 3 for _ in range(3)]
alias = [grid, grid[0]]
g2 = copy.deepcopy(alias)
g2[0][0][0] = 9
print(g2[1][0], alias[1][0], g2[1] is g2[0][0])

frozen = (1, (2, (3, "x")), "y")
print(copy.deepcopy(frozen) is frozen, copy.deepcopy((1, [2])) == (1, [2]))

nested = {"a": {"b": {"c": [1, 2, {"d": (3, [4])}]}}}
n2 = copy.deepcopy(nested)
n2["a"]["b"]["c"][2]["d"][1].append(5)
print(nested, n2, sep="\n")


class Cfg:
    kind = "cfg"

    def __init__(self):
        self.items = {"x": [1, 2]}
        self.parent = None


root = Cfg()
child = Cfg()
child.parent = root
root.items["child"] = child
r2 = copy.deepcopy(root)
print(r2.items["child"].parent is r2, r2.items["x"] is root.items["x"], r2.kind, type(r2).__name__)
s2 = copy.copy(root)
print(s2.items is root.items, s2 is root, s2.parent)

memo = {}
a = [1]
first = copy.deepcopy(a, memo)
second = copy.deepcopy(a, memo)
print(first is second, first is a, len(memo) >= 1)

objs = [[], {}, set(), (), "", 0]
print([copy.copy(o) == o for o in objs], [copy.deepcopy(o) == o for o in objs])
print(copy.copy(list) is list, copy.deepcopy(len) is len, copy.deepcopy(Cfg) is Cfg)
print(copy.copy(stamp) is stamp, copy.copy(stamp) == stamp, copy.deepcopy(timezone.utc) is timezone.utc, copy.copy(date.max) == date.max)
