import re

calls = [
    lambda: re.compile("a", "x"), lambda: re.sub("a", 1, "a"), lambda: re.sub("a", None, "a"),
    lambda: re.split("a", "bab", "x"), lambda: re.compile("a").sub("b"), lambda: re.findall("a"),
    lambda: re.search(), lambda: re.match("a", "b", 0, 1), lambda: re.sub("a", "b", "c", 0, 0, 0),
    lambda: re.escape(5), lambda: re.match("a", "a").group(1), lambda: re.match("a", "a").start("x"),
    lambda: re.compile("a").match("a", "x"), lambda: re.compile("(a)").sub(r"\g<1>", "a", count="x"),
    lambda: re.match("(?P<n>a)", "a").expand(r"\g<m>"), lambda: re.compile(None), lambda: re.compile(3.5),
    lambda: re.search("a", b"a"), lambda: re.match("a", "a", flags=re.I, x=1), lambda: re.purge(1),
    lambda: re.findall(pattern="a", string="banana"), lambda: re.split("a", string="banana", maxsplit=1),
    lambda: re.compile("a").findall(string="aa", pos=1), lambda: re.compile("a").search("a", endpos=0),
    lambda: re.compile("(a)").split(string="bab", maxsplit=5), lambda: re.sub("a", "b", "c", pattern="d"),
    lambda: re.compile("a").match(), lambda: re.compile("a").fullmatch("a", 0, 1, 2),
]
for f in calls:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
