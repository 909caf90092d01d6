# bytes methods as binary-protocol and file-parsing code uses them.
header = b"GET /index.html HTTP/1.1\r\nHost: example.com\r\n\r\n"
line, rest = header.split(b"\r\n", 1)
method, path, version = line.split()
print(method, path, version, rest.split(b"\r\n"))
print(b"a,b,,c".split(b","), b"a,b,,c".split(b",", 1), b"a,b,,c".rsplit(b",", 1), b"  x  y ".split(), b" x y z ".rsplit(None, 1))
print(b", ".join([b"a", b"b", bytearray(b"c")]), b"".join([]), b"-".join(x for x in [b"1", b"2"]))
print(b"  pad\n".strip(), b"xxhixx".strip(b"x"), b"  l".lstrip(), b"r  ".rstrip(), b"abcba".strip(b"ab"))
print(b"data.bin".endswith(b".bin"), b"data.bin".startswith((b"x", b"da")), b"abc".startswith(b"b", 1), b"abc".endswith(b"b", 0, 2))
print(b"hello".find(b"l"), b"hello".rfind(b"l"), b"hello".find(b"z"), b"hello".index(b"e"), b"hello".rindex(b"l"), b"hello".find(108), b"hello".find(b"l", 3))
print(b"banana".count(b"a"), b"banana".count(b"an"), b"banana".count(b""), b"banana".count(97, 2))
print(b"aaa".replace(b"a", b"bb"), b"aaa".replace(b"a", b"b", 2), b"ab".replace(b"", b"-"))
print(b"MiXeD".upper(), b"MiXeD".lower(), b"MiXeD".swapcase(), b"hello world".capitalize())
print(b"\x01\x02\xab".hex(), b"\x01\x02\xab".hex(":"), b"\x01\x02\x03\x04\x05".hex("-", 2), b"\x01\x02\x03\x04\x05".hex(" ", -2), b"\xff\x00".hex(b"|"))
print(bytes.fromhex("de ad be ef"), bytes.fromhex(""), bytearray.fromhex("41 42"))
print(b"caf\xc3\xa9".decode(), b"caf\xc3\xa9".decode("latin-1"), b"abc".decode("ascii"), b"\xff\xfeok".decode("utf-8", "replace"), b"\xff\xfeok".decode("utf-8", errors="ignore"))
print(b"\xe9t\xe9".decode("ascii", "replace"), b"\xe9t\xe9".decode("latin1"), b"caf\xc3".decode("utf-8", "replace"))
print(b"123".isdigit(), b"12a".isdigit(), b"abc".isalpha(), b" \t\n".isspace(), b"".isspace(), b"a1".isalnum(), b"abc".islower(), b"ABC".isupper())
print(b"key=value=x".partition(b"="), b"key=value=x".rpartition(b"="), b"novalue".partition(b"="), b"novalue".rpartition(b"="))
print(b"hi".center(6), b"hi".center(7, b"*"), b"hi".ljust(5, b"."), b"hi".rjust(5), b"42".zfill(5), b"-42".zfill(5), b"abc".zfill(2))
print(b"prefix_name".removeprefix(b"prefix_"), b"name.txt".removesuffix(b".txt"), b"a\nb\r\nc".splitlines(), b"a\nb\n".splitlines(True))
print(b"ab" in b"cabd", 98 in b"abc", b"abc" + b"def", b"ab" * 3, b"abc" < b"abd", b"b" > b"abc", b"abc" == bytearray(b"abc"))
print(hash(b"abc") == hash(b"abc"), len({b"x", b"x", b"y"}), sorted([b"b", b"a", b"ab"]))
for bad in [
    lambda: b"a".split(b""),
    lambda: b",".join([b"a", "b"]),
    lambda: b"abc".index(b"z"),
    lambda: b"abc".startswith("a"),
    lambda: b"\xff".decode("utf-8"),
    lambda: b"\xe2\x82".decode("utf-8"),
    lambda: b"a\xe2\x28".decode(),
    lambda: b"\x80".decode("ascii"),
    lambda: b"x".decode("klingon"),
    lambda: b"ab".hex("::"),
    lambda: b"ab".center(5, b"ab"),
    lambda: b"abc".find(300),
    lambda: bytes.fromhex("zz"),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
