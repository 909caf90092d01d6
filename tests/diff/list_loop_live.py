# `for` over a list reads the list at each step, as CPython's list iterator does, and string
# literals evaluated in a loop are equal strings every time.
xs = [1, 2, 3]
for x in xs:
    if x < 3:
        xs.append(x + 10)
print(xs)

ys = [1, 2, 3, 4, 5, 6]
seen = []
for y in ys:
    seen.append(y)
    if y == 2:
        ys.remove(y)
print(seen, ys)

zs = [4, 5, 6]
for z in zs:
    zs.pop()
print(zs)

for w in []:
    print("never")
else:
    print("empty else")

for w in ["a", "b", "c"]:
    if w == "b":
        continue
    print(w)
else:
    print("done")

for w in ["a", "b", "c"]:
    if w == "b":
        break
else:
    print("not printed")
print(w)

counts = {}
for i in range(6):
    counts["even" if i % 2 == 0 else "odd"] = counts.get("even" if i % 2 == 0 else "odd", 0) + 1
print(counts)

keys = []
for i in range(3):
    keys.append("k")
print(keys[0] == keys[2], keys)
s = ""
for part in ["x", "y"]:
    s += "ab"
print(s, "ab")


def gen_list():
    out = []
    for c in "hey":
        out.append(c + "!")
    return out


print(gen_list(), gen_list())

nested = [[1, 2], [3], []]
total = 0
for row in nested:
    for v in row:
        total += v
print(total)

try:
    for item in [1, 2, "three", 4]:
        print(item + 1)
except TypeError as e:
    print("TypeError:", e)
