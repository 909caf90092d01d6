class A:
    pass


class B(A):
    pass


b = B()
print(type(b), type(b).__name__, B, repr(A), str(A))
print(type(B), type(b) is B, b.__class__ is B, isinstance(B, type))
print(isinstance(b, (int, A)), isinstance(b, ()), issubclass(B, (int, A)), issubclass(B, B))
print(issubclass(bool, int), isinstance(A, object), callable(A), callable(b))
try:
    issubclass(b, A)
except TypeError as e:
    print(type(e).__name__, e)
try:
    isinstance(b, b)
except TypeError as e:
    print(type(e).__name__, e)
print(A.__name__, A.__bases__, B.__bases__, B.__mro__)
print(A.__doc__, A.__module__)
print(type(b)().__class__.__name__ == "B")
print({A: 1, B: 2}[B], A == A, A != B)
x = object()
print(type(x).__name__, repr(x).startswith("<object object at 0x"))
print(hasattr(b, "__class__"), getattr(B, "__name__"))
