x = 5
print(1 < x < 10, 1 < x > 3, 10 > x >= 5, x == 5 == 5.0, 1 < 2 > 0 < 5)
def noisy(v):
    print('eval', v)
    return v
print(noisy(1) < noisy(0) < noisy(2))
print(noisy(1) < noisy(2) < noisy(3))
