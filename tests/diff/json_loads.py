# json.loads: values, hooks, and JSONDecodeError's messages and positions.
import json

print(json.loads('{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d"}, "e": "\\u00e9\\n\\ud83d\\ude00"}'))
print(json.loads("  [ ]  "), json.loads("{}"), json.loads('"x"'), json.loads("12345678901234567890123"), json.loads("-0"), json.loads("-0.0"))
print(json.loads("[NaN, Infinity, -Infinity]"), json.loads("1E3"), json.loads("0.5e-2"), json.loads(b'{"bytes": 1}'))
print(json.loads('{"a": 1, "a": 2}'), list(json.loads('{"z": 1, "a": 2, "m": 3}')))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d.items())))
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads("[1, 2.5]", parse_float=str, parse_int=lambda s: int(s) * 10), json.loads("[NaN]", parse_constant=repr))
print(json.loads('"tab\there"', strict=False) == "tab\there")
cases = ["", "   ", "[1,]", '{"a":1,}', '{"a" 1}', "[1 2]", '"abc', '"a\\qb"', '"ab\\u12"', "{1:2}", "tru", "[1]x", '"a\nb"',
         "\n\n  [", "-", "1.", "01", "[", "{", '{"a"', '{"a":', "[1,2", "nul", "[-]", '["a" "b"]', "{'a': 1}", "1 2"]
for s in cases:
    try:
        print(repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), type(e).__name__, e, (e.msg, e.pos, e.lineno, e.colno), isinstance(e, ValueError), e.doc == s)
try:
    json.loads("\ufeff[1]")
except json.JSONDecodeError as e:
    print(type(e).__name__, e, e.pos)
try:
    json.loads(3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads(None)
except TypeError as e:
    print(type(e).__name__, e)
try:
    json.loads("[1]", bogus=1)
except TypeError as e:
    print(type(e).__name__, e)
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
try:
    json.loads("[")
except ValueError as e:
    print("caught as ValueError:", e)
