import re

print(re.split(r",\s*", "a, b,c,   d"))
print(re.split(r"(,)\s*", "a, b,c"), re.split(r"(?:,)", "a,b"))
print(re.split(r"(-)|(\+)", "1-2+3"))
print(re.split(r"\W+", "Words, words, words."), re.split(r"\W+", "Words, words, words.", 1))
print(re.split(r"x*", "axbc"), re.split("", "abc"), re.split(r"\b", "hi you"))
print(re.split("z", "abc"), re.split("a", ""), re.split(r"\s", "a b c", maxsplit=-1))
print(re.split("[ab]", "xaybz", maxsplit=1))

print(re.findall(r"\d+", "12 drummers, 11 pipers, 10 lords"))
print(re.findall(r"(\w+):(\d+)", "a:1 b:22 c:x d:4"))
print(re.findall(r"(\w+)(:)?", "a: b"), re.findall(r"(a)|b", "ab"))
print(re.findall(r"", "ab"), re.findall(r"a*", "baaac"), re.findall(r"a*?", "aa"))
print(re.findall(r"(?:ab)+", "ababxab"), re.findall(r"((a)(b))", "abab"))

it = re.finditer(r"\w+", "one two  three")
print(type(it).__name__)
print(next(it))
print([(m.group(), m.start(), m.end()) for m in it])
print([m.span() for m in re.finditer(r"x*", "axxb")])
p = re.compile(r"\d")
print(p.findall("a1b2c3d4", 2, 6), [m.group() for m in p.finditer("a1b2c3d4", 3)])
