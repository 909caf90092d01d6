import pprint

text = "The quick brown fox jumps over the lazy dog. " * 5
pprint.pprint(text)
pprint.pprint(text, width=30)
pprint.pprint({"doc": text, "short": "ok"})
pprint.pprint([text, "tiny", text[:50]], width=60)
pprint.pprint("line one\nline two is a bit longer than the first\nthird\n" * 3, width=40)
pprint.pprint(("unbreakable" * 10,), width=40)
pprint.pprint("a\tb  c   " * 12, width=25)
pprint.pprint("it's \"quoted\" and it's long " * 4, width=50)
print(pprint.pformat("x" * 100))
print(pprint.pformat(["x" * 100, "y y " * 30], width=50))
print(pprint.pformat({"k": "word " * 40}, width=60, indent=3))
print(pprint.pformat(b"0123456789" * 10, width=40))
print(pprint.pformat([b"abc", b"0123456789abcdef" * 4], width=30))
print(pprint.pformat("", width=5), pprint.pformat("short", width=3))
print(pprint.pformat(["\u00e9t\u00e9 " * 20], width=40))
