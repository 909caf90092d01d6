for a in [7, -7, 7.5, -7.5]:
    for b in [2, -2, 2.5]:
        print(a, b, a // b, a % b, divmod(a, b))
