data = [1, 5, 12, 7, 20]
if (n := len(data)) > 3:
    print('long list', n)
big = [y for x in data if (y := x * 2) > 10]
print(big)
vals = [x if x % 2 else -x for x in range(6)]
print(vals)
