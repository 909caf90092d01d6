# Module-level loops read and write their globals through per-site caches that remember a name's
# position among the globals: every rebinding, deletion and new name must be seen.
a = 1
b = 2
c = 3
total = 0
for i in range(5):
    total += a * i + b - c
print(total, i)

# Deleting an earlier name moves the later ones; the same sites read and write them again.
del a
for i in range(3):
    total += b * c
    c = c + 1
print(total, b, c, i)
a = 100
for i in range(3):
    total -= a
print(total, sorted(k for k in ("a", "b", "c", "total") if k in globals()))

# A builtin read in a loop, then shadowed by a global, then the global deleted.
out = []
for round_ in range(3):
    if round_ == 1:
        abs = lambda x: "shadowed"
    if round_ == 2:
        del abs
    out.append(abs(-4))
print(out)

# A name bound in a loop for the first time, read by the same site before and after.
for k in range(4):
    if k >= 2:
        print("late", late)
    late = k * 10
print(late)

# Deleted inside the loop: the next read is a NameError, not a stale value.
victim = "here"
try:
    for k in range(3):
        print(victim)
        if k == 1:
            del victim
except NameError as e:
    print("NameError:", e)

# Floats and big ints on the register path, and overflow out of it.
x = 0.5
y = 2**62
for _ in range(3):
    x = x * 3 + 1
    y += y
print(x, y)


# A function reading globals that the module-level loop rebinds, and rebinding one itself.
def read_both():
    return scale * count


def bump():
    global count
    count += 1


scale, count = 3, 0
seen = []
for step in range(4):
    bump()
    scale = scale + step
    seen.append(read_both())
print(seen, scale, count)

# Tuple targets and augmented assignment of a list (in place, aliases see it).
items = []
alias = items
for p, q in [(1, 2), (3, 4)]:
    items += [p + q]
print(items, alias, items is alias, p, q)

# A class body reading module globals inside a loop, and a comprehension at module level.
factor = 7


class Holder:
    values = [factor * j for j in range(3)]
    for j in range(2):
        factor_seen = factor


print(Holder.values, Holder.factor_seen, [factor + m for m in range(2)])

# Many globals, so positions go beyond the first few, then a deletion in the middle.
for n in range(20):
    globals_before = n
g0, g1, g2, g3, g4, g5, g6, g7, g8, g9 = range(10)
acc = 0
for r in range(3):
    acc += g0 + g5 + g9
    if r == 1:
        del g3
        g9 = 90
print(acc, g9)
