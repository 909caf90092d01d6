# int(s, 0) forbids leading zeros in nonzero decimals.
for s in ["010", "0", "00", "000", "0_0", "0x10", "0o17", "0b101", "10", "-010", "-0", "+00", " 00 ", "0010", "1_000", "09"]:
    try:
        print(repr(s), int(s, 0))
    except Exception as e:
        print(type(e).__name__, e)
print(int("010"), int("010", 10), int("010", 8))
