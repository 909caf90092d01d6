a = 1 / 7
print(a, a * 7, round(a, 5), f'{a:.20f}', f'{a:.15g}')
print(1.1 * 3, 2.675 * 100, 1e-7 + 1, 0.1 ** 10, 123456789.987654321)
print(1e20 + 1.0 - 1e20)
x = 0.0
for _ in range(10):
    x += 0.1
print(x, x == 1.0)
