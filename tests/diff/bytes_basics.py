b = b"GPU\x00\x01\xff'"
print(b, len(b), b[0], b[-1], b[1:3], b[::-1], list(b[:4]))
print(b"it's", b'say "hi"', b"both ' and \"", b"\t\n\r\\", b"")
print("héllo".encode(), "héllo".encode("utf-8").decode("utf-8"), "abc".encode("ascii"))
print(b"ab" + b"cd", b"ab" * 3, 2 * b"x", b"ab" == b"ab", b"ab" != b"ac", b"a" < b"b", b"abc" > b"ab")
print(65 in b"ABC", b"BC" in b"ABC", b"" in b"x", b"z" in b"ABC")
print(bytes(3), bytes([72, 105]), bytes("hi", "ascii"), bytes(b"copy"), bytes(range(65, 70)))
print(b"\xde\xad".hex(), isinstance(b, bytes), type(b).__name__, bool(b""), bool(b"x"))
d = {b"k": 1, "k": 2}
print(len(d), d[b"k"], d["k"])
for x in b"hi":
    print(x, end=" ")
print()
for bad in ("b[10]", "bytes([256])", "bytes('x')", "b'\\xff'.decode()", "'é'.encode('ascii')", "b'a' + 'b'"):
    try:
        eval_result = None
        if bad == "b[10]":
            b[10]
        elif bad == "bytes([256])":
            bytes([256])
        elif bad == "bytes('x')":
            bytes("x")
        elif bad == "b'\\xff'.decode()":
            b"\xff".decode()
        elif bad == "'é'.encode('ascii')":
            "é".encode("ascii")
        else:
            b"a" + "b"
    except (IndexError, ValueError, TypeError, UnicodeError) as e:
        print(type(e).__name__, e)
print(bytes.fromhex("de ad be ef"), bytes.fromhex(""))
try:
    bytes.fromhex("abc")
except ValueError as e:
    print(e)
try:
    bytes.fromhex("zz")
except ValueError as e:
    print(e)
