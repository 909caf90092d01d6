# zip(strict=True) names the argument that is shorter or longer.
cases = [
    ([1, 2], [1]),
    ([1], [1, 2]),
    ([1, 2], [1, 2], [1]),
    ([1, 2], [1, 2], [1, 2, 3]),
    ([1, 2, 3], [1, 2, 3], [1, 2, 3], [1]),
    ([], [1]),
    ([1, 2], [3, 4]),
]
for c in cases:
    try:
        print(list(zip(*c, strict=True)))
    except Exception as e:
        print(type(e).__name__, e)
