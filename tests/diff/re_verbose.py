import re

phone = re.compile(r"""
    (?P<area>\d{3})   # area code
    [-.\s]?           # optional separator
    (?P<num>\d{4})    # number
    """, re.VERBOSE)
print(phone.findall("call 555-1234 or 555 9876 or 5551111"))
print(phone.search("x 123.4567").groupdict())

date = re.compile(r"""(?x)
    (\d{4}) - (\d\d) - (\d\d)   # ISO date
    (?: T (\d\d) : (\d\d) )?    # optional time
""")
for s in ["2024-01-31", "2024-01-31T12:30", "24-1-1"]:
    m = date.match(s)
    print(s, m.groups() if m else None)
print(re.findall(r"(?x) a \  b [ ] c \# d", "a bc#d a b c#d"))
print(re.match(r"""(?x)
    [ab]+   # letters, a comment with ) and ( inside
    \d      # and a digit
""", "abba7"))
print(re.findall(r"a b|c d", "ab cd a b", re.X), re.findall(r"(?x)a b|(?-x:c d)", "ab c d cd"))
try:
    re.compile(r"""(?x)
        (abc   # unclosed
        def
    """)
except re.error as e:
    print(type(e).__name__, e, e.lineno, e.colno)
