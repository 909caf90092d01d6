# Form validation with re: named groups, fullmatch, sub with callbacks, json output.
import re
import json

EMAIL = re.compile(r"^(?P<user>[\w.+-]+)@(?P<domain>[\w-]+(?:\.[\w-]+)+)$")
PHONE = re.compile(r"\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})")
DATE = re.compile(r"(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>\d{2})")

submissions = [
    {"email": "ana.b+news@example.co.uk", "phone": "(555) 123-4567", "date": "2024-02-29"},
    {"email": "bad@", "phone": "555.987.6543", "date": "2024-13-01"},
    {"email": "Bob_99@mail-host.org", "phone": "5551112222 ext 9", "date": "1999-12-31"},
]


def validate(sub):
    result = {}
    m = EMAIL.match(sub["email"])
    result["email"] = m.groupdict() if m else None
    p = PHONE.search(sub["phone"])
    result["phone"] = "-".join(p.groups()) if p else None
    d = DATE.fullmatch(sub["date"])
    result["date"] = {k: int(v) for k, v in d.groupdict().items()} if d else None
    result["valid"] = all(v is not None for v in result.values())
    return result


for s in submissions:
    print(json.dumps(validate(s)))
print(json.dumps([validate(s)["valid"] for s in submissions]))


def redact(m):
    user = m.group("user")
    return user[0] + "*" * (len(user) - 1) + "@" + m.group("domain")


text = "contact ana@ex.com or bob.smith@corp.io, not @nobody"
print(re.sub(r"(?P<user>[\w.]+)@(?P<domain>[\w.]+\w)", redact, text))
print(re.sub(r"\b(\w)(\w*)\b", lambda m: m.group(1).upper() + m.group(2), "make title case words"))
print(re.sub(r"\s+", " ", "  too   many\n\tspaces  ").strip(), re.subn(r"a", "A", "banana"))
tokens = re.findall(r"\d+\.\d+|\d+|[-+*/()]", "3.5*(2+40)/7-1")
print(tokens)
for m in re.finditer(r"(\w+)=(\"[^\"]*\"|\S+)", 'name="Jo Lee" age=33 city=Oslo'):
    print(m.group(1), m.group(2).strip('"'), m.span())
m = DATE.search("due: 2024-06-15!")
print(m.group(), m.group("y", "d"), m.groupdict(), m.start(), m.end(), m.re.pattern == DATE.pattern)
print(re.split(r"[;,]\s*", "a, b;c,  d"), re.split(r"(-)", "1-2-3"), re.escape("a.b*c"))
print(bool(re.match(r"^\d+$", "123")), re.match(r"^\d+$", "12a"), re.IGNORECASE in (re.I,))
print(re.findall(r"(?i)error", "Error ERROR error"), re.findall(r"^#\s*(.*)$", "# a\nx\n#b", re.M))
try:
    re.compile(r"[a-")
except re.error as e:
    print(type(e).__name__, e)
try:
    m.group(7)
except IndexError as e:
    print(type(e).__name__, e)
