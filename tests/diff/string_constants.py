import string

print(string.ascii_letters)
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation))
print(repr(string.whitespace), len(string.whitespace))
print(repr(string.printable), len(string.printable))
print(all(c in string.printable for c in string.ascii_letters + string.punctuation))
print(sorted(set(string.hexdigits.lower())) == sorted(string.digits + "abcdef"))

print(string.capwords("hello world"), "|", string.capwords("  many   spaces\there  "))
print(string.capwords("ÉCOLE élève"), string.capwords("o'neil mcdonald"))
print(string.capwords("a-b-c", "-"), string.capwords("x, y,z", ","), repr(string.capwords("")))
print(string.capwords("one  two", " "))
for args in [(5,), ("a", 5), ("abc", "")]:
    try:
        print(string.capwords(*args))
    except Exception as e:
        print(type(e).__name__, e)
