# int.to_bytes / int.from_bytes: packing integers for binary formats and checksums.
print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (1024).to_bytes(4, byteorder="big"))
print((255).to_bytes(), (0).to_bytes(0, "big"), (0).to_bytes(3, "little"))
print((-1).to_bytes(2, "big", signed=True), (-129).to_bytes(2, "little", signed=True), (127).to_bytes(1, "big", signed=True))
print((2**64 - 1).to_bytes(8, "big"), (2**100).to_bytes(13, "little").hex())
print(int.from_bytes(b"\x04\x00", "big"), int.from_bytes(b"\x04\x00", "little"), int.from_bytes(b"\x04\x00"))
print(int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes(b"\xff\xff", "big", signed=False))
print(int.from_bytes([1, 2, 3], "big"), int.from_bytes(bytearray(b"\x01\x00"), "little"), int.from_bytes(b"", "big"))
print(bool.from_bytes(b"\x00", "big"), bool.from_bytes(b"\x02", "big"), (5).from_bytes(b"\x01", "big"))
n = 0xDEADBEEF
assert int.from_bytes(n.to_bytes(4, "big"), "big") == n
for v in (-(2**70), -5, 0, 7, 2**70):
    raw = v.to_bytes(10, "little", signed=True)
    print(v, raw.hex(), int.from_bytes(raw, "little", signed=True) == v)
print((5).bit_count(), (-7).bit_count(), (0).bit_count(), (2**100 - 1).bit_count())
print((5).as_integer_ratio(), (-3).as_integer_ratio(), True.as_integer_ratio(), (0.75).as_integer_ratio())
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float.fromhex("0x.8"), float.fromhex("1A"), float.fromhex("  0X1.FFFFFFFFFFFFFP+1023 "))
print(float.fromhex("inf"), float.fromhex("-Infinity"), float.fromhex("nan"), float.fromhex("0x1p-1074"), float.fromhex("0x0p0"))
for x in (0.1, 1.5, -2.25, 1e300, 5e-324):
    print(x, float.fromhex(x.hex()) == x)
for bad in [
    lambda: (256).to_bytes(1, "big"),
    lambda: (-1).to_bytes(1, "big"),
    lambda: (128).to_bytes(1, "big", signed=True),
    lambda: (1).to_bytes(-1, "big"),
    lambda: (1).to_bytes(1, "middle"),
    lambda: (1).to_bytes(1, 5),
    lambda: int.from_bytes("abc", "big"),
    lambda: int.from_bytes(b"a", "sideways"),
    lambda: float.fromhex("0x1.g"),
    lambda: float.fromhex("0x1p99999"),
    lambda: float.fromhex(""),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
