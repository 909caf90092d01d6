# struct: binary records as a file-format lesson packs and reads them.
import struct

print(struct.calcsize("i"), struct.calcsize("d"), struct.calcsize("<i"), struct.calcsize("ci"), struct.calcsize("ic"), struct.calcsize("<ci"), struct.calcsize("@hd"), struct.calcsize("=hd"), struct.calcsize("l"), struct.calcsize("<l"), struct.calcsize("3s2xh"))
print(struct.pack("<i", 1), struct.pack(">i", 1), struct.pack("!h", -2), struct.pack("<I", 4294967295), struct.pack("b", -1), struct.pack("B", 255))
print(struct.pack("<d", 1.5), struct.pack(">f", 0.1), struct.pack("<e", 0.5), struct.pack("<q", -2), struct.pack(">Q", 2**64 - 1))
print(struct.pack("<?", True), struct.pack("5s", b"hi"), struct.pack("2s", b"hello"), struct.pack("c", b"z"), struct.pack("<hx h", 1, 2), struct.pack("ci", b"a", 7))
rec = struct.pack("<4sIhd", b"HDR1", 1024, -5, 3.25)
print(len(rec), rec)
print(struct.unpack("<4sIhd", rec))
print(struct.unpack(">f", struct.pack(">f", 0.1)), struct.unpack("<e", struct.pack("<e", 0.1)), struct.unpack("<d", b"\x00\x00\x00\x00\x00\x00\xf0\x7f"))
print(struct.unpack("<hhh", struct.pack("<hhh", 1, -1, 32767)), struct.unpack("BBBB", b"\x01\x02\xfe\xff"), struct.unpack("bbbb", b"\x01\x02\xfe\xff"))
print(struct.unpack("<??", b"\x00\x05"), struct.unpack("3c", b"xyz"), struct.unpack("@ci", struct.pack("@ci", b"q", -9)))
print(list(struct.iter_unpack("<hh", b"\x01\x00\x02\x00\x03\x00\x04\x00")))
print(struct.unpack_from("<h", b"\x00\x01\x02\x03", 2), struct.unpack_from("<h", b"\x00\x01\x02\x03", offset=1))
s = struct.Struct("<3i")
print(s.size, s.format, s.pack(1, 2, 3), s.unpack(s.pack(4, 5, 6)))
print(struct.unpack("<f", struct.pack("<f", 1e38))[0], struct.pack("<d", float("inf")), struct.pack("<d", -0.0))

for fmt, args in [("<h", (40000,)), ("<B", (-1,)), ("<i", (1.5,)), ("<d", ("x",)), ("<2i", (1,)), ("z", ()), ("5s", ("str",)), ("<f", (1e39,)), ("<e", (70000.0,)), ("c", (b"ab",))]:
    try:
        print(struct.pack(fmt, *args))
    except Exception as e:
        print(type(e).__name__, type(e) is struct.error)
for fmt, data in [("<i", b"\x00\x00"), ("<h", b"\x00\x00\x00")]:
    try:
        print(struct.unpack(fmt, data))
    except struct.error as e:
        print("error", e)
try:
    list(struct.iter_unpack("<i", b"\x00" * 6))
except struct.error as e:
    print("error", e)
