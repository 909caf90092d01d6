import textwrap

print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("Hello world!", width=10, placeholder="..."))
print(textwrap.shorten("  lots   of\n\twhitespace   here  ", 40))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25, placeholder=" [cut]"))
print(repr(textwrap.shorten("", 5)), textwrap.shorten("Supercalifragilistic", 12))
try:
    textwrap.shorten("abc def ghi", 4)
except ValueError as e:
    print(type(e).__name__, e)

w = textwrap.TextWrapper(width=16, initial_indent="* ", subsequent_indent="  ")
print(w.width, repr(w.initial_indent), w.max_lines, w.placeholder, w.break_long_words, w.expand_tabs)
print(w.wrap("alpha beta gamma delta epsilon zeta eta theta"))
w.width = 30
w.max_lines = 2
print(w.fill("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda"))
w2 = textwrap.TextWrapper(20, break_on_hyphens=False)
print(w2.wrap("a hyphen-ated-compound-word-that-is-long and more"))
print(textwrap.TextWrapper().wrap("default width " * 8))
