from datetime import datetime

ok = [
    ("2024-03-01T12:30:45.5+01:00", "%Y-%m-%dT%H:%M:%S.%f%z"),
    ("2024-03-01T12:30:45.123456-0130", "%Y-%m-%dT%H:%M:%S.%f%z"),
    ("2024-03-01 12:30:45 +01:30:15", "%Y-%m-%d %H:%M:%S %z"),
    ("2024-03-01 12:30:45 -01:30:15.25", "%Y-%m-%d %H:%M:%S %z"),
    ("1/2/03", "%m/%d/%y"),
    ("12/31/99", "%m/%d/%y"),
    ("9:05 am", "%I:%M %p"),
    ("12:00 AM", "%I:%M %p"),
    ("12:00 PM", "%I:%M %p"),
    ("11:59 pM", "%I:%M %p"),
    ("  7", "%d"),
    ("7 ", "%d "),
    ("Tue, 05 Mar 2024 08:09:10", "%a, %d %b %Y %H:%M:%S"),
    ("WEDNESDAY 6 JUNE 2029", "%A %d %B %Y"),
    ("2024 60", "%Y %j"),
    ("24 366", "%y %j"),
    ("1999-12-31 23:59:59.999999", "%Y-%m-%d %H:%M:%S.%f"),
    ("5", "%f"),
    ("000001", "%f"),
    ("12345", "%H%M%S"),
    ("20240301123045", "%Y%m%d%H%M%S"),
    ("x2024x", "x%Yx"),
    ("100%", "%d%%"),
    ("2024\t03\n01", "%Y %m %d"),
    ("Mar", "%b"),
    ("march", "%B"),
    ("2024-03-01 12:30 UTC", "%Y-%m-%d %H:%M %Z"),
    ("2024-03-01 12:30 gmt", "%Y-%m-%d %H:%M %Z"),
    ("61", "%S"),
]
for s, f in ok:
    try:
        print(repr(s), repr(f), repr(datetime.strptime(s, f)))
    except ValueError as e:
        print(repr(s), repr(f), "ValueError", e)

bad = [
    ("2024-03-01", "%Y-%m"),
    ("2024-03", "%Y-%m-%d"),
    ("24", "%Y"),
    ("13:00 PM", "%I:%M %p"),
    ("0:00 AM", "%I:%M %p"),
    ("32", "%d"),
    ("Mars", "%b"),
    ("Mon 2024", "%A %Y"),
    ("2024-03-01 12:30:45 +25:00", "%Y-%m-%d %H:%M:%S %z"),
    ("1234567", "%f"),
    ("2024 367", "%Y %j"),
    ("2024 000", "%Y %j"),
    ("abc", "%Y"),
    ("2024", "%Y %"),
    ("2024", "%E"),
    ("2023-02-29", "%Y-%m-%d"),
    ("", "%Y"),
    ("", ""),
]
for s, f in bad:
    try:
        print(repr(datetime.strptime(s, f)))
    except ValueError as e:
        print(repr(s), repr(f), type(e).__name__, e)
for args in [(2024, "%Y"), ("2024", None), ("2024",)]:
    try:
        datetime.strptime(*args)
    except TypeError as e:
        print(type(e).__name__, e)
