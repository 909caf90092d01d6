# str(NameError) carries no "Did you mean" hint; .name is the missing name.
try:
    prnt("x")
except NameError as e:
    print(str(e))
    print(e.name)
    print(e.args)

def f():
    return undefined_thing + 1

try:
    f()
except NameError as e:
    print(type(e).__name__, e)
    print(e.name)

e = NameError("custom")
print(e, e.name)
e = NameError("custom", name="zz")
print(e, e.name)
