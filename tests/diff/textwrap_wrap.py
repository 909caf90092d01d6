import textwrap

text = ("The quick brown fox jumps over the lazy dog. Hello there -- you goof-ball, "
        "use the -b option! A well-known self-evident truth; e-mail me at x-y@z.org.")
for width in [8, 12, 17, 25, 40, 70, 200]:
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, width=36, initial_indent="- ", subsequent_indent="    "))
print(textwrap.wrap("Look, goof-ball -- use the -b option!", 1))
print(textwrap.wrap("what-ever--you say---really -- ok--", 6))
print(textwrap.wrap("co-operate re-enter 123-456 a-b-c x--y -- --z", 8))
print(textwrap.wrap("Les élèves-professeurs arrivent à l'école.", 12))
print(textwrap.wrap("", 10), textwrap.wrap("    ", 10), textwrap.wrap("one", 10), textwrap.fill("", 5) == "")
print(textwrap.wrap("line one\nline two\n\nline four", 9))
print(textwrap.wrap("a\tb\tc", 20), textwrap.wrap("a\tb\tc", 20, tabsize=4), textwrap.wrap("a\tb", 20, expand_tabs=False))
print(textwrap.wrap("a\tb\nc", 20, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap("x" * 25, 10), textwrap.wrap("abc " + "y" * 12 + " z", 10))
print(textwrap.wrap("abc " + "y" * 12 + " z", 10, break_long_words=False))
print(textwrap.wrap("pre-fix-ed-long-word-here", 10), textwrap.wrap("pre-fix-ed-long-word-here", 10, break_on_hyphens=False))
print(textwrap.wrap("---------- dashes", 5))
