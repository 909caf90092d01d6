import datetime
from datetime import date, time, datetime as DT, timedelta, timezone

print(datetime.MINYEAR, datetime.MAXYEAR)
print(repr(date(2024, 3, 1)), str(date(2024, 3, 1)))
print(repr(DT(2024, 3, 1, 12, 0)), str(DT(2024, 3, 1, 12, 0)))
print(repr(DT(2024, 3, 1)), repr(DT(2024, 3, 1, 0, 0, 5)), repr(DT(2024, 3, 1, 0, 0, 0, 7)))
print(repr(time()), repr(time(13, 5)), repr(time(13, 5, 7)), repr(time(1, 2, 3, 4)), str(time(1, 2, 3, 4)))
print(repr(DT(year=2000, month=2, day=29, hour=23, minute=59, second=58, microsecond=1)))
print(repr(time(hour=5, fold=1)), repr(DT(2024, 1, 1, fold=1)))
print(repr(timedelta()), repr(timedelta(1)), repr(timedelta(days=1, seconds=3600)), repr(timedelta(microseconds=-1)))
print(repr(timedelta(weeks=1, days=-1, hours=2, minutes=3, seconds=4, milliseconds=5, microseconds=6)))
print(str(timedelta(days=1, hours=1)), str(timedelta(-1)), str(timedelta(seconds=-1)), str(timedelta(days=2, microseconds=5)))
print(str(timedelta(0)), str(timedelta(days=-2, seconds=1)), str(timedelta(hours=100)))
print(repr(timedelta(days=1.5)), repr(timedelta(seconds=0.1)), repr(timedelta(minutes=0.5, milliseconds=1.5)))
print(repr(timedelta(microseconds=0.5)), repr(timedelta(microseconds=1.5)), repr(timedelta(microseconds=2.5)), repr(timedelta(hours=-1.25)))
td = timedelta(days=-1, seconds=5, microseconds=7)
print(td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(days=1, seconds=1).total_seconds(), timedelta(microseconds=1).total_seconds())
print(date.min, date.max, date.resolution)
print(DT.min, DT.max, DT.resolution)
print(repr(time.min), repr(time.max), time.resolution)
print(repr(timedelta.min), repr(timedelta.max), repr(timedelta.resolution))
print(repr(timedelta.max), str(timedelta.min))
d = DT(2024, 3, 1, 12, 30, 45, 123)
print(d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond, d.tzinfo, d.fold)
print(bool(timedelta(0)), bool(timedelta(microseconds=1)), bool(date(2024, 1, 1)))
print(isinstance(d, DT), isinstance(d, date), isinstance(d.date(), DT), isinstance(d.date(), date), isinstance(d, time))
print(isinstance(timedelta(1), timedelta), isinstance(timezone.utc, datetime.tzinfo), isinstance(3, date))
print(date, DT, time, timedelta, timezone, datetime.tzinfo)
print(date.__name__, DT.__name__)

bad = [
    lambda: date(2024, 13, 1),
    lambda: date(2024, 2, 30),
    lambda: date(2023, 2, 29),
    lambda: date(0, 1, 1),
    lambda: date(10000, 1, 1),
    lambda: date(2024, 0, 1),
    lambda: date(2024, 1, 0),
    lambda: time(24),
    lambda: time(0, 60),
    lambda: time(0, 0, 60),
    lambda: time(0, 0, 0, 1000000),
    lambda: time(-1),
    lambda: time(fold=2),
    lambda: DT(2024, 1, 1, 25),
    lambda: date(2024.0, 1, 1),
    lambda: date("2024", 1, 1),
    lambda: date(2024, 1),
    lambda: date(2024, 1, 1, 1),
    lambda: date(2024, 1, x=1),
    lambda: DT(2024, 1),
    lambda: DT(2024, 1, 1, 0, 0, 0, 0, None, 1),
    lambda: time(1, 2, 3, 4, None, 5),
    lambda: date(2024, month=1),
    lambda: timedelta(days=1000000000),
    lambda: timedelta(x=1),
    lambda: timedelta("1"),
    lambda: timedelta(seconds=[1]),
    lambda: timedelta.max + timedelta(microseconds=1),
    lambda: timedelta.min - timedelta(microseconds=1),
    lambda: DT(2024, 1, 1, tzinfo=5),
    lambda: time(tzinfo="UTC"),
]
for f in bad:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(type(DT(2024, 1, 1)) is DT, type(date(2024, 1, 1)) is date, type(DT.now().date()) is date, type(timezone.utc) is timezone)
print(type(DT(2024, 1, 1)).__name__, repr(type(timedelta(1))(hours=1)), type(time(1)), type(date(2024, 1, 1)) == date)
