# Changing a dict or set while a loop walks it, and a list while it sorts: CPython's errors, and
# what the container holds afterwards.
def attempt(label, f):
    try:
        f()
        print(label, "ran")
    except (RuntimeError, ValueError) as e:
        print(label, type(e).__name__, e)

d = {"a": 1, "b": 2, "c": 3}
def grow():
    for k in d:
        d[k + "!"] = 0
attempt("dict grows", grow)
print(sorted(d))

d2 = {1: 1, 2: 2, 3: 3}
def shrink():
    for k in d2:
        del d2[k]
attempt("dict shrinks", shrink)
print(d2)

d3 = {1: 1, 2: 2}
def same_size():
    for k in d3:
        d3[k] = d3[k] * 10
attempt("dict values change", same_size)
print(d3)

def last_step():
    d4 = {1: 1, 2: 2}
    for k in d4:
        if k == 2:
            d4[3] = 3
attempt("dict grows at the last key", last_step)

s = {1, 2, 3}
def set_grows():
    for v in s:
        s.add(v * 100)
attempt("set grows", set_grows)
print(len(s) > 3)

s2 = {1, 2, 3}
def set_pop():
    for v in s2:
        s2.discard(v)
attempt("set shrinks", set_pop)

fine = {1: 1, 2: 2}
for k in list(fine):
    del fine[k]
print("copy then delete", fine)

l = [5, 3, 4, 1]
attempt("sort appends", lambda: l.sort(key=lambda v: l.append(v) or v))
print("after", l)

l2 = [5, 3, 4, 1]
attempt("sort clears", lambda: l2.sort(key=lambda v: l2.clear() or v))
print("after", l2)

l3 = [3, 1, 2]
try:
    l3.sort(key=lambda v: 1 / (v - 1))
except ZeroDivisionError as e:
    print("key raised", e, l3)

l4 = [2, 1]
attempt("sort reads the list", lambda: l4.sort(key=lambda v: len(l4) + v))
print(l4)

it = iter({1: 2, 3: 4})
print(next(it))
