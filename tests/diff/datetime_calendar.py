import datetime as dtm
from datetime import date, time, datetime, timedelta

d = date(2024, 3, 1)
print(d.weekday(), d.isoweekday(), d.toordinal(), d.isocalendar(), repr(d.isocalendar()))
ic = date(2021, 1, 3).isocalendar()
print(ic, ic.year, ic.week, ic.weekday, ic[0], ic[-1], tuple(ic), list(ic), len(ic), ic == (2020, 53, 7))
y, w, wd = date(2024, 12, 30).isocalendar()
print(y, w, wd)
for s in [(2020, 12, 31), (2021, 1, 1), (2026, 1, 1), (2027, 1, 3), (2015, 12, 31), (1, 1, 1), (9999, 12, 31)]:
    x = date(*s)
    print(x, x.weekday(), tuple(x.isocalendar()), x.toordinal(), date.fromordinal(x.toordinal()) == x)
print(repr(date.fromordinal(1)), repr(date.fromordinal(738946)), repr(datetime.fromordinal(738946)))
print(repr(date.fromisocalendar(2024, 9, 5)), repr(datetime.fromisocalendar(2020, 53, 7)))
print(repr(d.replace(year=2023)), repr(d.replace(day=31)), repr(d.replace(2025, 2)))
dt = datetime(2024, 3, 1, 12, 30, 45, 5)
print(repr(dt.replace(hour=0, microsecond=0)), repr(dt.replace(minute=1, second=2)), repr(dt.replace(day=2, tzinfo=dtm.timezone.utc)))
print(repr(time(1, 2).replace(second=3)), repr(time(1, 2).replace(fold=1)))
print(repr(dt.date()), repr(dt.time()), repr(dt.timetz()), dt.toordinal(), dt.weekday(), dt.isocalendar())
print(repr(datetime.combine(date(2024, 3, 1), time(9, 15))), repr(datetime.combine(dt, time(1))))
print(repr(datetime.combine(d, time(1), tzinfo=dtm.timezone(timedelta(hours=2)))))
print([date(2024, 1, 1) + timedelta(weeks=k) for k in range(3)])
months = [date(2024, m, 1).strftime("%b") for m in range(1, 13)]
print(months)
print(sum(1 for k in range(366) if (date(2024, 1, 1) + timedelta(k)).weekday() == 4))
print((date(2024, 12, 25) - date(2024, 1, 1)).days, (datetime(2024, 3, 10, 2) - datetime(2024, 3, 9, 3)).seconds)

bad = [
    lambda: date.fromordinal(0),
    lambda: date.fromordinal(3652060),
    lambda: d.replace(month=13),
    lambda: d.replace(foo=1),
    lambda: dt.replace(hour=24),
    lambda: date.fromisocalendar(2024, 53, 1),
    lambda: date.fromisocalendar(2020, 53, 8),
    lambda: date.fromisocalendar(0, 1, 1),
    lambda: datetime.combine(1, 2),
    lambda: datetime.combine(d, 2),
    lambda: d.weekday(1),
    lambda: date.today(1),
    lambda: d.hour,
]
for f in bad:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
