# "_" groups binary, octal and hex digits by four; decimal by three.
print(f"{1234567:_x}")
print(f"{255:_b}")
print(format(10**6, "_o"))
print(format(10**6, "_X"))
print(format(-(10**9), "#_x"))
print(format(10**9, "_d"))
print(format(10**9, ","))
print(format(5, "_b"))
print(format(0xABCDEF, "#_X"))
print(format(12345, "012_x"))
print(format(255, "#_b"))
for spec in ["_x", "_o", "_b", "_X", "_", "_d"]:
    print(spec, format(123456789, spec))
try:
    print(format(255, ",x"))
except Exception as e:
    print(type(e).__name__, e)
