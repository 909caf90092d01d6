# io.StringIO and io.BytesIO: in-memory files, and csv/json through them.
import csv
import io
import json

s = io.StringIO()
print(s.write("hello\n"), s.write("wörld\n"), s.tell(), repr(s.getvalue()))
s.seek(0)
print(repr(s.readline()), repr(s.read(3)), repr(s.read()), repr(s.read()), s.tell())
s = io.StringIO("a\nb\r\nc\rd")
print(s.readlines(), s.tell())
print(list(io.StringIO("x\ny\n")), [l for l in io.StringIO("")], io.StringIO("q").read(0))
print(io.StringIO("a\r\nb", newline=None).getvalue().split("\n"), io.StringIO("a\r\nb\rc", newline="").readlines())
s = io.StringIO("abcdef")
print(s.seek(2), s.write("XY"), s.getvalue(), s.tell(), s.read(), s.truncate(3), s.getvalue(), s.seek(0, 2))
s.seek(5)
s.write("!")
print(repr(s.getvalue()))
with io.StringIO("in a with") as s:
    print(s.read(), s.closed)
print(s.closed)
for op in [s.read, s.getvalue, lambda: s.write("x"), s.tell, s.readline]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, e)
s = io.StringIO()
for bad in [lambda: s.write(b"x"), lambda: s.write(3), lambda: io.StringIO(5)]:
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
for bad in [lambda: s.seek(-1), lambda: s.seek(1, 1), lambda: io.StringIO(newline="x")]:
    try:
        bad()
    except (ValueError, OSError) as e:
        print(type(e).__name__, e)
print("printed", 1, file=s)
print(repr(s.getvalue()))
b = io.BytesIO(b"\x00\x01line\nrest")
print(b.read(2), b.readline(), b.tell(), b.read(), b.getvalue(), b.seek(-2, 2), b.read())
print(b.write(b"++"), b.getvalue(), list(io.BytesIO(b"a\nb\n")))
try:
    b.write("str")
except TypeError as e:
    print(type(e).__name__, e)
out = io.StringIO()
w = csv.writer(out)
w.writerows([["a", "b,c"], [1, 2.5]])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO(out.getvalue()))))
print(list(csv.DictReader(io.StringIO("k,v\n1,2\n3,4\n"))))
buf = io.StringIO()
json.dump({"x": [1, 2]}, buf, indent=1)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))
s = io.StringIO("x\ny")
s.close()
for op in [s.readlines, lambda: list(s), lambda: s.seek(0), s.truncate, lambda: s.writelines([]), s.flush]:
    try:
        print(op())
    except ValueError as e:
        print(type(e).__name__, e)
b = io.BytesIO(b"x")
b.close()
for op in [b.read, b.getvalue, lambda: b.write(b"x"), b.tell, b.readline, lambda: b.seek(0), b.readlines, lambda: list(b)]:
    try:
        op()
    except ValueError as e:
        print(type(e).__name__, e)
