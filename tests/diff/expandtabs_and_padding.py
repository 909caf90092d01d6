# str.expandtabs aligns to tab stops (not a fixed 8 spaces); padding methods at their edges.
print(repr("a\tbc\tdef\tg".expandtabs()))
print(repr("a\tbc\tdef\tg".expandtabs(4)))
print(repr("12345678\tx\n\ty\r\tz".expandtabs(3)))
print(repr("\t".expandtabs(0)), repr("a\tb".expandtabs(-1)), repr("ab\t".expandtabs(1)))
print(repr("é\tx".expandtabs(2)))
for w in range(0, 8):
    print(repr("abc".center(w, "*")), repr("ab".center(w)), repr("-42".zfill(w)), repr("+7".zfill(w)), repr("x".ljust(w, "é")), repr("x".rjust(w, ".")))
print(len(() * 2**40), len([] * 2**62), len("" * 2**62))
