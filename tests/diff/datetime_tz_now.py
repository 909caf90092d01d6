import datetime
from datetime import date, time, datetime as DT, timedelta, timezone

utc = timezone.utc
print(repr(utc), str(utc), utc is datetime.UTC, timezone(timedelta(0)) is utc, repr(timezone(timedelta(0), "UTC")))
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))
print(repr(est), str(est), repr(ist), str(ist), str(timezone(timedelta(hours=-5, seconds=30))))
print(repr(timezone.min), str(timezone.max), repr(timezone(timedelta(microseconds=1))))
print(ist.utcoffset(None), ist.tzname(None), ist.dst(None), est == timezone(timedelta(hours=-5)), hash(est) == hash(timezone(timedelta(hours=-5))))
a = DT(2024, 3, 1, 12, 0, tzinfo=ist)
b = DT(2024, 3, 1, 6, 30, tzinfo=utc)
print(repr(a), str(a), a.isoformat(), a.utcoffset(), a.tzname(), a.dst())
print(a == b, a - b, hash(a) == hash(b), a < b + timedelta(microseconds=1), {a: 1}[b])
print(repr(a.astimezone(utc)), repr(b.astimezone(est)), str(b.astimezone(est)))
print(repr(a + timedelta(hours=20)), repr(a.replace(tzinfo=None)), a.timestamp(), b.timestamp())
print(repr(time(12, 0, tzinfo=est)), time(12, tzinfo=est).utcoffset(), time(12, tzinfo=est).isoformat(), time(12).utcoffset())
print(a.strftime("%H:%M %z %Z"), b.strftime("%z %Z"), DT(2024, 1, 1, tzinfo=timezone(timedelta(hours=-3, minutes=-30, seconds=-5))).strftime("%z"))
print(repr(DT.fromtimestamp(0, utc)), repr(DT.fromtimestamp(1709294400.5, tz=ist)), repr(DT.fromtimestamp(-1.25, utc)))
print(repr(DT.utcfromtimestamp(86400 * 365)), repr(DT.fromtimestamp(1e9, timezone(timedelta(hours=1)))))
print(repr(DT.fromtimestamp(0.0000005, utc)), repr(DT.fromtimestamp(0.0000015, utc)))
print(DT(1970, 1, 2, tzinfo=utc).timestamp(), DT(2024, 3, 1, 12, tzinfo=est).timestamp())
t0 = 1700000000.25
print(DT.fromtimestamp(t0, utc).timestamp() == t0, DT.fromtimestamp(t0).timestamp() == t0)

now = DT.now()
print(isinstance(now, DT), now.tzinfo is None, isinstance(date.today(), date), type(date.today()).__name__)
print((DT.now() - now).days in (0, -1), abs(DT.now() - now) < timedelta(minutes=5))
aware = DT.now(utc)
print(aware.tzinfo is utc, aware.utcoffset(), abs(aware - DT.now(timezone.utc)) < timedelta(minutes=1))
print(abs(DT.utcnow() - aware.replace(tzinfo=None)) < timedelta(minutes=1), DT.utcnow().tzinfo)
print(abs(DT.now(ist) - aware) < timedelta(minutes=1), DT.now(tz=ist).utcoffset())
print(abs(DT.fromtimestamp(aware.timestamp(), utc) - aware) < timedelta(seconds=1), date.today() - DT.now().date() <= timedelta(1))
print(DT.now().astimezone().tzinfo is not None, DT.today().date() == date.today() or True)

bad = [
    lambda: timezone(timedelta(hours=24)),
    lambda: timezone(timedelta(hours=-24)),
    lambda: timezone(5),
    lambda: timezone(timedelta(hours=1), 5),
    lambda: timezone(),
    lambda: DT.now(5),
    lambda: DT(2024, 1, 1, tzinfo=5),
    lambda: DT.fromtimestamp("x"),
    lambda: est.utcoffset(5),
    lambda: DT(2024, 1, 1, tzinfo=utc) < DT(2024, 1, 1),
    lambda: DT(2024, 1, 1, tzinfo=utc) - DT(2024, 1, 1),
    lambda: DT(2024, 1, 1, tzinfo=utc) == DT(2024, 1, 1),
]
for f in bad:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
