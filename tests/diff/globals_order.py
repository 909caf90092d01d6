# globals() lists names in the order they were first bound; rebinding keeps the place, deleting
# and binding again moves the name to the end.
zeta = 1
alpha = 2


def middle():
    return 3


beta = 4
zeta = 5
print([k for k in globals() if not k.startswith("__")])
del alpha
alpha = 6
print([k for k in globals() if not k.startswith("__")])
g = globals()
print([(k, g[k]) for k in ("zeta", "alpha", "beta")])
