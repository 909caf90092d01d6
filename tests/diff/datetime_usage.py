import datetime

log = """2024-03-01 09:15:02 start
2024-03-01 09:47:30 step
2024-03-01 23:59:59 late
2024-03-02 00:00:01 early
2024-03-04 14:02:00 done"""
events = []
for line in log.splitlines():
    stamp, what = line.rsplit(" ", 1)
    events.append((datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S"), what))
by_day = {}
for when, what in events:
    by_day.setdefault(when.date(), []).append(what)
for day in sorted(by_day):
    print(day.isoformat(), day.strftime("%a"), by_day[day])
gaps = [b[0] - a[0] for a, b in zip(events, events[1:])]
print([str(g) for g in gaps])
print(max(gaps), min(gaps), sum(gaps, datetime.timedelta()) == events[-1][0] - events[0][0])
print(f"{events[0][0]:%d %B %Y at %I:%M %p}", events[-1][0].strftime("%j/%U"))
total = events[-1][0] - events[0][0]
hours, rem = divmod(total.total_seconds(), 3600)
print(int(hours), int(rem // 60), total.days, total.seconds)

start = datetime.date(2024, 1, 29)
month_ends = []
d = start
while d.year == 2024 and len(month_ends) < 6:
    nxt = (d.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
    month_ends.append(nxt - datetime.timedelta(days=1))
    d = nxt
print([m.day for m in month_ends], [m.strftime("%b") for m in month_ends])

def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))

print(age(datetime.date(2000, 2, 29), datetime.date(2024, 2, 28)), age(datetime.date(2000, 2, 29), datetime.date(2024, 2, 29)))
deadline = datetime.datetime(2024, 12, 31, 17, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=-5), "EST"))
now = datetime.datetime(2024, 12, 30, 20, 30, tzinfo=datetime.timezone.utc)
left = deadline - now
print(left, left > datetime.timedelta(days=1), deadline.astimezone(datetime.timezone.utc).isoformat(), deadline.tzname())
weekdays = [datetime.date(2024, 7, d).strftime("%A") for d in range(1, 8)]
print(weekdays)
print(sorted({datetime.date(2024, 5, 1), datetime.date(2023, 5, 1), datetime.date(2024, 1, 1)}))
print(datetime.datetime.combine(datetime.date(2024, 6, 1), datetime.time.max).isoformat(timespec="milliseconds"))
print(datetime.datetime.fromisoformat("2024-06-01T08:00:00+02:00").astimezone(datetime.timezone.utc))
print(isinstance(datetime.datetime.now(), datetime.date), type(datetime.timedelta(1)).__name__)
