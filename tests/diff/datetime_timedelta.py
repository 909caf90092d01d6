from datetime import timedelta as td

vals = [td(0), td(microseconds=1), td(seconds=59, microseconds=999999), td(days=-1), td(days=-1, microseconds=1),
        td(hours=-36), td(weeks=3, seconds=-1), td(days=999999999), td(days=-999999999), td(milliseconds=-1)]
for v in vals:
    print(repr(v), "|", str(v), "|", v.days, v.seconds, v.microseconds, v.total_seconds())
for f in [0.5, 1.5, 2.5, -0.5, -1.5, 1e-7, 0.1 + 0.2, 1 / 3, 2.675]:
    print(f, repr(td(microseconds=f)), repr(td(seconds=f)), repr(td(days=f)))
print(repr(td(days=1, seconds=-0.5)), repr(td(hours=1.5, minutes=-30.25)), repr(td(weeks=0.1)))
x = td(days=3, hours=4, minutes=5, seconds=6, microseconds=7)
for k in [2, 3, 7, -4, 1000]:
    print(k, repr(x * k), repr(x / k), repr(x // k))
for f in [0.1, 0.333, -2.5, 1e-6, 1e6]:
    print(f, repr(x * f), repr(x / f))
units = [td(weeks=1), td(days=1), td(hours=1), td(minutes=1), td(seconds=1), td(milliseconds=1), td(microseconds=1)]
print([x // u for u in units])
print([round(x / u, 6) for u in units])
print([repr(x % u) for u in units[:4]])
print(divmod(x, td(hours=5)), divmod(-x, td(hours=5)))
print(sorted([td(1), td(-1), td(0), td(hours=1)]), max(units), min(units))
print(td(1) == td(hours=24), td(1) != td(hours=24), td(1) > td(hours=23), td(1) >= td(1), td(1) <= td(0))
print(sum(units, td()), abs(td(-3)), -td(3), +td(3))
print(td.max.days, td.min.days, repr(td.max + td.min), repr(td.resolution * 10))
try:
    td(days=1) * td(days=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    td(days=999999999) + td(days=1)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    td(1) / 0.0
except ZeroDivisionError as e:
    print(type(e).__name__, e)
