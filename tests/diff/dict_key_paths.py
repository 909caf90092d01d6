# Dict and set lookups by string and int keys (the paths that borrow the key) beside keys that
# take the general way: bools, floats equal to ints, tuples, and instances with __eq__/__hash__.
d = {1.0: "float one"}
d[1] = "int one"
print(d, d[1], d.get(1), 1 in d, d[1.0], d.get(True))
d = {1: "a"}
d[True] = "b"
print(d)
d = {True: "t"}
print(d[1], d.get(1), 1 in d)

words = ["ab", "cd", "ab", "ef", "cd", "ab"]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts, "ab" in counts, "zz" in counts, counts.get("zz"), counts.get("zz", -1))
try:
    counts["zz"]
except KeyError as e:
    print("KeyError", e)

nums = {}
for i in range(-3, 4):
    nums[i * 1000003] = i
print(nums[-3000009], nums.get(3000009), -3000009 in nums, 5 in nums)
big = 2 ** 70
nums[big] = "big"
print(nums[big], big in nums, nums.get(2 ** 70))

s = {1, 2, 3, "x"}
print(1 in s, 1.0 in s, True in s, "x" in s, "y" in s, 4 in s)


class Key:
    def __init__(self, text):
        self.text = text

    def __hash__(self):
        return hash(self.text)

    def __eq__(self, other):
        if isinstance(other, Key):
            return self.text == other.text
        return self.text == other

    def __repr__(self):
        return f"Key({self.text!r})"


mixed = {Key("a"): 1}
mixed["a"] = 2
print(mixed, mixed["a"], mixed.get("a"), "a" in mixed, mixed[Key("a")])
mixed["b"] = 3
print(mixed, "b" in mixed, Key("b") in mixed)
ks = {Key("p")}
print("p" in ks, Key("p") in ks, "q" in ks)

grid = {}
for i in range(10):
    grid[(i % 3, i % 2)] = i
print(grid, (0, 0) in grid, grid.get((2, 1)))
print({"a": 1} == {"a": 1.0}, {1: "x"} == {1.0: "x"})

tk = {(1, "a"): "one-a", ((1, 2), 3): "nested", (2 ** 70, 1): "big"}
print(tk[(1.0, "a")], tk.get((True, "a")), (1, "a") in tk, tk[((1, 2), 3)], tk[(2 ** 70, 1)])
tk[(1, "a")] = "again"
tk[(1.0, "b")] = "float key"
print(tk, (1, "b") in tk, tk.get((1, "b")))
st = {(1, 2), ("x", 3)}
print((1, 2) in st, (1.0, 2) in st, ("x", 3) in st, ("x", 4) in st)
st.add((1, 2))
st.add((5, "y"))
print(sorted(st, key=repr))
