import re

print(re.I, re.IGNORECASE, re.M | re.I, re.A | re.S | re.X, re.NOFLAG, repr(re.DOTALL))
print(int(re.I), int(re.M | re.S), re.I == 2, re.I | 0, re.I & re.I, re.I | 1024, re.U, re.L)
print(re.compile("a", re.I), re.compile("a", re.I | re.M), re.compile("a"), re.compile("a", re.A))
print(re.compile("(?i)a"), re.compile("(?s)(?m)a").flags, re.compile("a").flags, re.compile("a", re.A).flags)
print(re.compile("a", re.X | re.S | re.I))

print(re.findall("ab", "AB ab Ab", re.I), re.findall("(?i)[a-c]+", "xAbCy"))
print(re.findall("^x", "x\nx\nx", re.M), re.findall("x$", "x\nx\nx", re.MULTILINE))
print(re.findall(".+", "a\nb", re.S), re.findall("(?s).", "\n"))
print(re.findall(r"\w+", "héllo wörld", re.A), re.findall(r"(?a)\d", "1٣2"))
print(re.match(r"(?i:a)b", "Ab"), re.match(r"(?i:a)b", "AB"), re.match(r"a(?-i:b)", "Ab", re.I))
print(re.match(r"(?x) a b # comment", "ab"), re.match(r"(?x:a b) c", "ab c"))
print(re.findall("[^a]", "AaB", re.I), re.findall("[^\\W]", "a-b"))
try:
    re.compile("a", re.A | re.U)
except ValueError as e:
    print(type(e).__name__, e)
try:
    re.compile("(?au)a")
except re.error as e:
    print(type(e).__name__, e)
