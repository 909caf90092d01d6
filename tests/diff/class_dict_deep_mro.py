class A:
    """doc"""
    x = 1
    def f(self): pass
print(sorted(k for k in A.__dict__ if not k.startswith("__") or k in ("__doc__", "__module__", "__qualname__")))
bases = [A]
for i in range(40):
    class B(bases[-1]): pass
    class C(bases[-1]): pass
    class D(B, C): pass
    bases.append(D)
print(len(bases[-1].__mro__), issubclass(bases[-1], A), isinstance(bases[-1](), int))
