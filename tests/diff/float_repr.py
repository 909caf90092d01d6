for x in [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 123456789.123, 1e-5, 0.0001, 1.5e300, 5e-324, -0.0, 100.0, 1e22, 3.14159]:
    print(repr(x), str(x))
print(float('inf'), -float('inf'), float('nan'), 1e308 * 10)
