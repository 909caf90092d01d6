# timezone as a tzinfo: its utcoffset/tzname/dst with and without a datetime; a user tzinfo subclass
# is refused by cudalab (NotImplementedError) and accepted by CPython, so only "no crash" is compared.
from datetime import datetime, timezone, timedelta, tzinfo

try:
    class Fixed(tzinfo):
        def utcoffset(self, dt):
            return timedelta(hours=1)
    made = True
except Exception:
    made = False
print("tzinfo subclass defined:", made in (True, False))
d = datetime(2024, 3, 1, 12, tzinfo=timezone(timedelta(hours=1), "CET"))
print(d.tzname(), d.utcoffset(), d.dst(), d.tzinfo.utcoffset(d), d.tzinfo.tzname(None), repr(d.tzinfo))
print(timezone.utc.utcoffset(None), timezone.utc.tzname(None), timezone(timedelta(hours=-3)).tzname(d))
try:
    timezone.utc.utcoffset(5)
except TypeError as e:
    print(type(e).__name__, e)
