from datetime import date, time, datetime, timedelta, timezone

d = datetime(2024, 2, 28, 23, 30)
print(repr(d + timedelta(hours=1)), repr(timedelta(days=1) + d), repr(d - timedelta(days=59)))
print(repr(datetime(2024, 3, 1) - datetime(2024, 2, 28, 12)), repr(datetime(2024, 1, 1) - datetime(2024, 1, 2, 0, 0, 1)))
print(repr(date(2024, 3, 1) - date(2023, 3, 1)), repr(date(2024, 3, 1) + timedelta(days=1, hours=23)), repr(date(2024, 3, 1) - timedelta(hours=1)))
print(repr(timedelta(days=1, hours=1) + timedelta(hours=23)), repr(timedelta(1) - timedelta(days=2, seconds=1)))
print(repr(-timedelta(days=1, seconds=1)), repr(+timedelta(3)), repr(abs(timedelta(days=-1, seconds=5))))
t = timedelta(days=1, seconds=3661, microseconds=5)
print(repr(t * 3), repr(3 * t), repr(t * -1), repr(t * 0.5), repr(t * 1.1), repr(0.25 * t))
print(repr(timedelta(microseconds=3) * 0.5), repr(timedelta(microseconds=5) * 0.5), repr(timedelta(microseconds=-3) * 0.5))
print(repr(t / 2), repr(t / 3), repr(t / 0.5), repr(timedelta(microseconds=5) / 2), repr(timedelta(microseconds=7) / 2))
print(repr(timedelta(microseconds=-7) / 2), repr(timedelta(seconds=1) / 3), repr(timedelta(seconds=1) / -3))
print(t / timedelta(hours=1), timedelta(days=1) / timedelta(hours=7), timedelta(1) / timedelta(-3))
print(t // timedelta(hours=1), timedelta(days=-1) // timedelta(hours=7), repr(t // 7), repr(timedelta(microseconds=-7) // 2))
print(repr(timedelta(days=1) % timedelta(hours=7)), repr(timedelta(days=-1) % timedelta(hours=7)), repr(timedelta(hours=5) % timedelta(hours=-2)))
print(repr(sum([timedelta(hours=10), timedelta(hours=20)], timedelta())))
print(date(2024, 1, 1) < date(2024, 1, 2), datetime(2024, 1, 1, 1) > datetime(2024, 1, 1), time(1) < time(1, 0, 1), timedelta(-1) < timedelta(0))
print(date(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) != date(2024, 1, 2), datetime(2024, 1, 1) == date(2024, 1, 1), timedelta(1) == 1)
print(timedelta(hours=24) == timedelta(days=1), timedelta(0) == timedelta(), date(2024, 1, 1) == "2024-01-01")
print(max(date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 1)), sorted([time(3), time(1, 30), time(2)]))
seen = {date(2024, 1, 1): "a", datetime(2024, 1, 1, 5): "b", timedelta(hours=1): "c"}
print(seen[date(2024, 1, 1)], seen[datetime(2024, 1, 1, 5)], seen[timedelta(minutes=60)], timedelta(seconds=3600) in seen)
print(len({date(2024, 1, 1), date(2024, 1, 1), date(2024, 1, 2)}), hash(timedelta(1)) == hash(timedelta(hours=24)))
print(hash(datetime(2024, 1, 1)) == hash(datetime(2024, 1, 1, 0, 0)))
days = [date(2024, 2, 27) + timedelta(days=i) for i in range(4)]
print(days)
print([str(d) for d in days])
print(repr(datetime(9999, 12, 31, 23) + timedelta(minutes=59)), repr(date(1, 1, 2) - timedelta(1)))

bad = [
    lambda: datetime(2024, 1, 1) + 1,
    lambda: datetime(2024, 1, 1) - 1,
    lambda: 1 - datetime(2024, 1, 1),
    lambda: datetime(2024, 1, 1) < date(2024, 1, 1),
    lambda: datetime(2024, 1, 1) < 3,
    lambda: date(2024, 1, 1) + date(2024, 1, 1),
    lambda: date(2024, 1, 1) - datetime(2024, 1, 1),
    lambda: timedelta(1) / 0,
    lambda: timedelta(1) // 0,
    lambda: timedelta(1) % timedelta(0),
    lambda: timedelta(1) / timedelta(0),
    lambda: timedelta(1) + 1,
    lambda: timedelta(1) < 1,
    lambda: timedelta(1) // 1.5,
    lambda: 2 / timedelta(1),
    lambda: time(1) + timedelta(1),
    lambda: date.min - timedelta(1),
    lambda: datetime.max + timedelta(1),
    lambda: date.max + timedelta(1),
    lambda: timedelta.max * 2,
    lambda: timedelta(1) * "a" if False else timedelta(1) * [1],
    lambda: datetime(2024, 1, 1, tzinfo=timezone.utc) < datetime(2024, 1, 1),
    lambda: datetime(2024, 1, 1, tzinfo=timezone.utc) - datetime(2024, 1, 1),
    lambda: datetime(2024, 1, 1, tzinfo=timezone.utc) == datetime(2024, 1, 1),
    lambda: time(1, tzinfo=timezone.utc) < time(2),
    lambda: {[]: 1} if False else hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)),
]
for f in bad:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
