print(int('-17'), int('+5'), int('1_000_000'), int(True), int(-0.9), int('z', 36), int('  7\n'))
print(float('1_000.5'), float('-inf'), float('.5'), float('5.'), str(float('1e-7')), float(2**53 + 1))
print(str(10**20), repr(10**-20), 10**20 / 3, 2**63 / 2**60, 7 // 2.0, -7 // 2.0)
print(int(1e15), int(12345678901234567890.0), round(1e15 + 0.5), round(-0.5), round(1.5))
