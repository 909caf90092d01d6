# bytearray: a mutable buffer, filled and edited in place (packet building, in-place decoding).
buf = bytearray()
buf.append(0x47)
buf.extend(b"PU")
buf.extend([33, 10])
print(buf, len(buf), buf[0], buf[-1], buf[1:3], bytes(buf))
buf[0] = 0x67
buf[1:3] = b"pu-core"
print(buf)
buf[0:0] = b">>"
del buf[-1]
print(buf, buf.pop(), buf.pop(0), buf)
buf.insert(1, 0x3C)
buf.remove(ord("-"))
print(buf)
buf.reverse()
print(buf, buf.copy() == buf, buf.copy() is buf)
alias = buf
alias.clear()
print(buf, len(buf), bool(buf))
b = bytearray(b"hello world")
b[::2] = b"HLOWRD"
print(b, b.upper(), b.split(), type(b.upper()).__name__, b.find(b"W"), b.replace(b"L", b"l"))
print(bytearray(3), bytearray([1, 2, 3]), bytearray("hé", "utf-8"), bytearray(b"x") + b"y", b"x" + bytearray(b"y"), bytearray(b"ab") * 2)
print(type(bytearray(b"x") + b"y").__name__, type(b"x" + bytearray(b"y")).__name__, isinstance(b, bytearray), isinstance(b, bytes))
print(bytearray(b"abc") == b"abc", bytearray(b"abc") < b"abd", b"b" in bytearray(b"abc"), 99 in bytearray(b"abc"))
data = bytearray(b"\x00\x01\x02")
for i in range(len(data)):
    data[i] ^= 0xFF
print(data, list(data), data.hex(":"), data.decode("latin-1") == "\xff\xfe\xfd")
print(bytearray(b"  strip me ").strip(), bytearray(b"a,b").split(b","), bytearray(b"abc").startswith(b"ab"))
for bad in [
    lambda: buf.pop(),
    lambda: bytearray(b"a").__setitem__(0, 256),
    lambda: bytearray(b"a")[5],
    lambda: bytearray(b"a").remove(7),
    lambda: hash(bytearray(b"a")),
    lambda: bytearray(b"abc").__setitem__(slice(None, None, 2), b"x"),
    lambda: bytearray(b"a").append("b"),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
packet = bytearray(b"hdr")
view = packet
packet += b":body"
packet *= 2
print(view, view is packet, len(view))
try:
    packet += "text"
except TypeError as e:
    print(type(e).__name__, e)
