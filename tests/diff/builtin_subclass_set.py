# Subclassing set and mixing builtin subclasses with ordinary classes.
class TagSet(set):
    def add_all(self, *tags):
        for t in tags:
            self.add(t.lower())
        return self

    def __repr__(self):
        return f"TagSet({sorted(self)})"


s = TagSet()
s.add_all("Python", "GPU", "python")
print(s, len(s), "gpu" in s, "GPU" in s, isinstance(s, set), type(s).__name__)
print(sorted(s), sorted(s | {"cuda"}), type(s | {"x"}).__name__, s & {"gpu"}, s - {"gpu"})
s |= {"numba"}
print(s, type(s).__name__)
s.discard("numba")
s.remove("gpu")
print(s, s.issubset({"python", "c"}), TagSet(["b", "a"]) == {"a", "b"})
try:
    s.remove("zzz")
except KeyError as err:
    print("KeyError", err)
print(set(TagSet("aab")) == {"a", "b"}, len(TagSet(range(5))), sum(TagSet([1, 2, 3])))
for t in TagSet(["x"]):
    print("tag", t)


class Seen(set):
    def check(self, item):
        if item in self:
            return True
        self.add(item)
        return False


seen = Seen()
print([seen.check(x) for x in [1, 2, 1, 3, 2]], sorted(seen))


class Inventory(dict):
    def total(self):
        return sum(self.values())


class Shelf:
    def __init__(self):
        self.items = Inventory(apples=3, pears=2)


shelf = Shelf()
shelf.items["plums"] = 7
print(shelf.items, shelf.items.total(), max(shelf.items, key=shelf.items.get))


class Row(tuple):
    def __new__(cls, *values):
        return super().__new__(cls, values)

    def total(self):
        return sum(self)


rows = [Row(1, 2), Row(3, 4, 5)]
print(rows, [r.total() for r in rows], sorted(rows, key=len, reverse=True)[0], Row() == ())
print(dict.fromkeys(Row("a", "b"), 0), list(zip(Row(1, 2), Row(3, 4))), tuple(Row(9)))
