for v in [1, 1.0, 'a', [], (), {}, set(), None, True, range(1), 1j, len, lambda: 0]:
    print(type(v).__name__, end=' ')
print()
print(type(1), type('x'), type(None), type(len).__name__, int, str)
print(isinstance(None, type(None)), type(type(1)).__name__)
