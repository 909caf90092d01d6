import re

# match anchors at the start, search scans, fullmatch needs the whole string
print(re.match(r"\d+", "123abc"))
print(re.match(r"\d+", "abc123"))
print(re.search(r"\d+", "abc123def456"))
print(re.fullmatch(r"[a-z]+\d", "abc1"), re.fullmatch(r"[a-z]+", "abc1"))
print(bool(re.match("", "")), re.match("", "xyz"))

# classes, escapes, dot
for pat, s in [(r"[a-c]+", "xxabcbay"), (r"[^a-c ]+", "abc defg"), (r"\w+\s\w+", "hi there you"),
               (r"\D+", "12ab34"), (r"\S+", "  word  "), (r"a.c", "a\nc abc"), (r"[\d.]+", "v1.25!"),
               (r"\.\*\+", "x.*+y"), (r"[-a]+", "--a-b"), (r"[]a]+", "a]]b"), (r"\x41\u0042\103", "ABC")]:
    m = re.search(pat, s)
    print(repr(pat), m.group() if m else m, m.span() if m else None)

# quantifiers: greedy, lazy, counted
s = "<a><bb><ccc>"
print(re.findall(r"<.*>", s), re.findall(r"<.*?>", s))
print(re.findall(r"b{2}", "bbbbb"), re.findall(r"b{2,}", "bbbbb b bb"), re.findall(r"b{,2}", "bbb"))
print(re.findall(r"x{1,3}?", "xxxxx"), re.findall(r"ab?", "a ab abb"), re.findall(r"ab??", "ab"))
print(re.match(r"a{3}", "aa"), re.match(r"a{2,3}", "aaaa").group(), re.match("x{", "x{").group(), re.match("x{1,a}", "x{1,a}").group())

# alternation is ordered, groups capture the last iteration
print(re.match(r"a|ab", "ab").group(), re.match(r"(ab|a)c", "abc").groups())
print(re.match(r"(\w)+", "abc").group(1), re.match(r"(?:(a)|b)+", "ab").groups())
print(re.match(r"(a)|(b)", "b").groups(), re.match(r"((a)(b))", "ab").groups())

# word boundaries and anchors
print(re.findall(r"\bcat\b", "cat concat cat. bobcat"), re.findall(r"\Bcat", "cat concat bobcat"))
print(re.search(r"^b", "a\nb"), re.search(r"^b", "a\nb", re.M).span(), re.search(r"a$", "a\n").span())
print(re.search(r"a\Z", "a\n"), re.search(r"\Aa", "ba"), re.findall(r"$", "a\nb\n"), re.findall(r"(?m)$", "a\nb\n"))
print(re.search(r"\b", ""), re.search(r"\B", ""), re.search(r"\B", "a"))
