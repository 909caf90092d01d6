for v in [10**400, -10**400, 10**308, 2**1024, 2**1023]:
    try:
        print(float(v))
    except Exception as e:
        print(type(e).__name__, e)
try:
    print(10**400 / 1)
except Exception as e:
    print(type(e).__name__, e)
print(10**400 / 10**399, 10**400 / -(10**399), -(10**30) / 7, (2**1100 + 1) / 2**1000)
print((10**400) / (3 * 10**390), 7 / 10**400, 10**20 / 3, (2**53 + 1) / 1, 2**64 / 3)
print(int("0x_1f", 0), int("0b_101", 0), int("0o_17", 8))
