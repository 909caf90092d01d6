# Scheduling with fixed datetimes: timedelta arithmetic, strftime/strptime, grouping by week.
from datetime import datetime, date, timedelta, time
from collections import defaultdict
import re

start = datetime(2024, 2, 26, 9, 30)
meetings = []
for i, (title, days, mins) in enumerate([
    ("standup", 0, 15), ("design review", 1, 90), ("1:1", 3, 30),
    ("retro", 4, 60), ("planning", 7, 120), ("demo", 10, 45),
]):
    begin = start + timedelta(days=days, hours=i % 3)
    meetings.append((title, begin, begin + timedelta(minutes=mins)))

for title, b, e in meetings:
    print(f"{b:%a %d %b %Y %H:%M}-{e:%H:%M} {title:<14} {(e - b).seconds // 60:>4} min")
by_week = defaultdict(list)
for title, b, _ in meetings:
    by_week[b.isocalendar()[1]].append(title)
for week in sorted(by_week):
    print("week", week, by_week[week])
total = sum((e - b for _, b, e in meetings), timedelta())
print(total, total.total_seconds(), repr(total))
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), (date(2024, 12, 25) - d).days)
print(d.isoformat(), d.weekday(), d.isoweekday(), d.strftime("%j %U %A %B"))
print(date(2023, 2, 28) + timedelta(days=1), date.fromisoformat("2024-03-15").toordinal())
parsed = datetime.strptime("2024-03-05 14:07:09", "%Y-%m-%d %H:%M:%S")
print(parsed, parsed.replace(hour=0, minute=0, second=0), parsed.time(), parsed.date())
print(datetime.combine(d, time(8, 15)), time(23, 59, 1).isoformat())
log = "job A ran 2024-03-01T10:00:00 to 2024-03-01T12:34:56; job B ran 2024-03-02T23:00:00 to 2024-03-03T01:30:00"
for job, a, b in re.findall(r"job (\w) ran (\S+) to ([\d\-T:]+)", log):
    dt = datetime.fromisoformat(b) - datetime.fromisoformat(a)
    h, rem = divmod(int(dt.total_seconds()), 3600)
    m, s = divmod(rem, 60)
    print(f"{job}: {h:02d}h{m:02d}m{s:02d}s ({dt})")
print(timedelta(days=-1, seconds=30), timedelta(hours=36) // timedelta(hours=5), timedelta(weeks=1) / 7)
print(sorted([date(2024, 1, 5), date(2023, 12, 31), date(2024, 1, 1)]))
print(max(meetings, key=lambda m: m[2] - m[1])[0])
try:
    date(2023, 2, 29)
except ValueError as e:
    print(type(e).__name__, e)
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print(type(e).__name__, e)
try:
    d - 5
except TypeError as e:
    print(type(e).__name__, e)
