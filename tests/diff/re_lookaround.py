import re

print(re.findall(r"\w+(?=!)", "hi! there yes!"), re.findall(r"\b\w+\b(?!\()", "f(x) g y("))
print(re.findall(r"(?<=\$)\d+", "cost $15 or $7, not 9"), re.findall(r"(?<!-)\b\d+", "-3 4 -5 6"))
print(re.findall(r"(?<=ab|cd)e", "abe cde xe"), re.search(r"(?<=a)", "ba").span())
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
print(re.match(r"(?=(\w+))\w", "abc").groups(), re.match(r"(?!(a))\w", "b").groups())
print(re.search(r"(?<=(a))b", "ab").groups(), re.findall(r"(?<=\b)\w", "ab cd"))

# backreferences
print(re.findall(r"(\w)\1", "aabbcdde"), re.search(r"(\w+) \1", "hello hello world").group())
print(re.match(r"(?P<q>['\"]).*?(?P=q)", "'it''s'").group(), re.match(r"(a)?\1", "b"))
print(re.match(r"(?i)(a)\1", "aA"), re.sub(r"\b(\w+)( \1\b)+", r"\1", "the the the cat sat sat"))

# conditionals, atomic groups, possessive repeats
p = re.compile(r"(<)?\w+(?(1)>|$)")
print([bool(p.match(s)) for s in ["<a>", "a", "<a", "a>"]])
print(re.match(r"(?>a+)b", "aaab"), re.match(r"(?>a+)a", "aaa"), re.match(r"a++a", "aaa"), re.match(r"a*+b", "aab"))
print(re.match(r"(?:a|ab)++c", "abc"), re.findall(r"\d?+\w", "1a2"))

# empty-width loops terminate
print(re.match(r"(a*)*b", "aab").groups(), re.match(r"(a*)+", "b").groups(), re.match(r"(a|)*", "b").groups())
print(re.match(r"(?:x?)*y", "xxy").group(), re.findall(r"(\b)*\w", "ab"), re.match(r"(a?)+?c", "aac").groups())

# catastrophic patterns still finish on small inputs
print(re.match(r"(a+)+$", "a" * 18 + "b"), re.match(r"(x+x+)+y", "x" * 14))
print(re.match(r"(\w+\s?)+$", "some words here ok").span())
