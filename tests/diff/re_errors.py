import re

bad = ["(", "(abc", "a)", "abc))", "*a", "a**", "a++b", "+", "?", "x|*", "[a", "[a-", "[z-a]",
       "[\\d-z]", "\\q", "a\\", "\\1", "(a)\\2", "(a\\1)", "(?P<1>x)", "(?P<a>x)(?P<a>y)",
       "(?P=nope)", "(?Px)", "(?<x)", "(?", "(?Q)", "x{3,1}", "(?<=a+)b", "(?<!ab|c)d",
       "x(?i)y", "(?z)", "(?i-i:a)", "(?-i)", "(?#unterminated", "\\x4", "\\u12", "a{99999999999}",
       "(?P<name", "(?P<>a)", "(?(1)a|b)", "(a)(?(2)a|b)", "[a-\\w]", "^*", "$+", "\\b?"]
for p in bad:
    try:
        re.compile(p)
        print(repr(p), "compiled")
    except re.error as e:
        print(repr(p), type(e).__name__, e, "|", e.msg, e.pos)
    except Exception as e:
        print(repr(p), type(e).__name__, e)

# positions on later lines give line and column
try:
    re.compile("abc\n(def\nghi")
except re.error as e:
    print(e, e.lineno, e.colno, repr(e.pattern))

# re.error is an Exception with attributes
try:
    re.compile("a{2,1}")
except Exception as e:
    print(isinstance(e, re.error), isinstance(e, Exception), e.args)

# argument errors
for f in [lambda: re.search(123, "a"), lambda: re.search("a", 123), lambda: re.compile(re.compile("a"), re.I),
          lambda: re.match("a", None), lambda: re.compile("a").match("a", 0, 1, 2)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
