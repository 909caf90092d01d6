import re

print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "joe@site.com, ann@web.com"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", r"\g<v>=\g<k> [\g<0>]", "a=1 b=2"))
print(re.sub(r"(\d)", r"<\g<1>0>", "a1b2"), re.sub("x", r"\n\t\\", "axb"))
print(re.sub(r"a", r"\-\(", "cat"), repr(re.sub("a", "\\0", "a")), repr(re.sub("a", r"\101", "a")))
print(re.sub(r"(a)|b", r"[\1]", "ab"))
print(re.sub("o", "0", "foo boo", count=2), re.sub("o", "0", "foo boo", 1))
print(re.subn(r"\s+", " ", "a  b \t c\n"), re.subn("z", "y", "abc"))
print(re.sub("", "-", "abc"), re.sub("x*", "-", "abxd"), re.sub(r"\b", "|", "hi you"))
print(re.sub("(?i)HELLO", "bye", "Hello hello HELLO"), re.sub("a", "b", "aaa", flags=re.I))

# function replacements get the Match object
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.sub(r"(\w)(\w*)", lambda m: m.group(2) + m.group(1) + "ay", "pig latin words"))
calls = []
def rec(m):
    calls.append(m.span())
    return m.group().upper()
print(re.subn("[aeiou]", rec, "education", 3), calls)
print(re.sub("a", lambda m: None, "banana"))

# template errors are raised before any matching
for t in [r"\2", r"\g<2>", r"\g<x>", r"\g<", r"\g<1", r"\q", r"\g<-1>", "\\"]:
    try:
        print(re.sub("(a)", t, "zzz"))
    except Exception as e:
        print(repr(t), type(e).__name__, e)
try:
    re.sub("a", lambda m: 1, "xax")
except TypeError as e:
    print(type(e).__name__, e)
p = re.compile(r"(?P<word>\w+)")
print(p.sub(r"<\g<word>>", "two words"), p.subn("_", "x y z", count=2))
