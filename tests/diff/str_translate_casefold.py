# str.maketrans / str.translate (ciphers, cleaning text), casefold, format_map, isidentifier,
# isprintable, expandtabs.
table = str.maketrans("abc", "xyz")
print(table, "aabbcc-abc".translate(table))
rot13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm"[:26] + "nopqrstuvwxyzabcdefghijklm",
)
print("Hello, World!".translate(rot13))
strip_punct = str.maketrans("", "", ",.!?")
print("Hi, there! How are you?".translate(strip_punct))
print(str.maketrans({"a": "1", "b": None, 99: 100}))
print("abcabc".translate({ord("a"): "AA", ord("b"): None, ord("c"): 0x263A}))
print("hello".translate({}), "hello".translate([None] * 200)[:3] == "", "xyz".translate(str.maketrans("xz", "zx", "y")))
print("ß Straße".casefold(), "ǅ ΣΑΣ ﬁ".casefold(), "HeLLo".casefold() == "hello".casefold())
print("{name} is {age}".format_map({"name": "Ada", "age": 36}))


class Default:
    # A mapping whose missing keys format as a placeholder.
    def __init__(self, **known):
        self.known = known

    def __getitem__(self, key):
        return self.known.get(key, "<" + key + ">")


print("{name} is {age:>4}".format_map(Default(name="Bob")))
print("{p.real}".format_map({"p": 3}), "{d[k]}".format_map({"d": {"k": "v"}}))
for s in ["abc", "_x1", "1abc", "", "a-b", "données", "class", "a b"]:
    print(repr(s), s.isidentifier(), end="; ")
print()
for s in ["abc", "", "a\tb", "a\nb", "é ü", "\x7f", "\u200b", "a b"]:
    print(repr(s), s.isprintable(), end="; ")
print()
print("a\tbc\td".expandtabs(), "a\tbc\td".expandtabs(4), "x\ty\n\tz".expandtabs(2))
for bad in [
    lambda: str.maketrans("ab", "c"),
    lambda: str.maketrans(1),
    lambda: str.maketrans({"ab": 1}),
    lambda: "x".translate({120: 3.5}),
    lambda: "{0}".format_map({}),
    lambda: "{missing}".format_map({}),
    lambda: "abc".translate({97: 0x110000}),
]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
