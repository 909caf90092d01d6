import re

m = re.search(r"(?P<user>\w+)@(?P<host>\w+)(\.com)?", "mail: joe@example now")
print(m)
print(m.group(), m.group(0), m.group(1), m.group("host"), m.group(1, "host", 3), m[2], m["user"])
print(m.groups(), m.groups("-"), m.groupdict(), m.groupdict(default="?"))
print(m.start(), m.end(), m.span(), m.start(2), m.end("user"), m.span(3))
print(m.pos, m.endpos, m.string, m.re, m.lastindex, m.lastgroup, m.regs)
print(m.expand(r"\2 <- \g<user> [\3]"), bool(m))
for g in [4, -1, "nope", 1.5, None]:
    try:
        m.group(g)
    except IndexError as e:
        print(repr(g), type(e).__name__, e)
try:
    m.start(9)
except IndexError as e:
    print(type(e).__name__, e)

m2 = re.match(r"((a)(b))(c)?", "abx")
print(m2.lastindex, m2.lastgroup, m2.groups(), m2.span(4))
m3 = re.match(r"(?P<a>x)|(?P<b>y)", "y")
print(m3.lastindex, m3.lastgroup, m3.groupdict())
print(re.match(r"a", "a").lastindex, re.match(r"(a)(?:b)", "ab").lastindex)
long = re.search(r"x+", "x" * 80)
print(long)
print(re.search("é\\n", "café\n"), re.match("'", "'\""))
print(re.match(r"(\d+)-(\d+)", "10-20").group(2, 1), type(m).__name__)
