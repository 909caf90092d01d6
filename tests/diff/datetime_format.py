from datetime import date, time, datetime, timedelta, timezone

d = datetime(2024, 3, 1, 13, 5, 9, 123456)
print(d.isoformat(), d.isoformat(" "), d.isoformat(sep="_", timespec="milliseconds"), d.isoformat(timespec="hours"))
print(d.isoformat(timespec="minutes"), d.isoformat(timespec="seconds"), d.isoformat(timespec="microseconds"))
print(datetime(2024, 3, 1).isoformat(), datetime(2024, 3, 1).isoformat(timespec="microseconds"), date(987, 6, 5).isoformat())
print(time(1, 2, 3).isoformat(), time(1, 2, 3, 40).isoformat(), time(1, 2, 3).isoformat("hours"), str(time(23, 59, 59, 999999)))
print(d.strftime("%Y-%m-%d %H:%M:%S.%f"), d.strftime("%a %A %b %B %j %p %I %y %%"), d.strftime("%w %u %U %W %V %G"))
print(d.strftime("%c | %x | %X | %D | %F | %T | %R | %e | %h | %C"))
print(date(2024, 12, 30).strftime("%G-W%V-%u %U %W"), date(2023, 1, 1).strftime("%G-W%V-%u %U %W %j"))
print(time(0, 5).strftime("%H:%M %I %p %Y-%m-%d"), time(12, 0).strftime("%I %p"), date(2024, 1, 1).strftime("%H:%M:%S %z|%Z|"))
print(date(5, 1, 1).strftime("%Y|%y|%G|%C|%F"), date(2024, 7, 4).strftime("no directives"), d.strftime(""))
print(d.ctime(), date(2024, 3, 1).ctime(), datetime(2024, 12, 25, 7, 8, 9).ctime())
print(f"{d:%d/%m/%Y}", f"{date(2024, 3, 1):%A}", format(d, ""), format(date(2024, 1, 1), ">20"), f"{time(9, 30):%H.%M}")
print(f"{d}", f"{timedelta(days=1, minutes=1)}", f"{date(2024, 1, 1)!r}", "{:%Y}".format(d))

for s in ["2024-03-01", "20240301", "2024-W09", "2024W095", "2024-W09-5"]:
    print(s, repr(date.fromisoformat(s)))
for s in ["2024-03-01T12:30:45.1", "2024-03-01T12:30:45.1234", "2024-03-01 12", "20240301T123045Z", "2024-03-01T12:30+05:30",
          "2024-03-01T12:30:45,5", "2024-03-01x12:00", "2024-03-01T12:30:45.1234567", "2024-03-01T12:30-0800", "2024-03-01",
          "2024-03-01T12:30:45+01:30:15.5", "2024-03-01 12:30:45-00:00", "2024-03-01T12:30:45.123+01", "2024-W09-5T10:00"]:
    print(s, repr(datetime.fromisoformat(s)))
for s in ["12", "12:30:45.5", "12:30:45+01:00", "T1230", "12:30:45.123456Z", "1230"]:
    print(s, repr(time.fromisoformat(s)))
for x in [d, datetime(2024, 3, 1, tzinfo=timezone(timedelta(hours=-5))), datetime(1, 1, 1, 0, 0, 0, 1)]:
    print(datetime.fromisoformat(x.isoformat()) == x, datetime.fromisoformat(str(x)) == x)

cases = [
    ("2024-03-01 12:30:45", "%Y-%m-%d %H:%M:%S"),
    ("01/03/24", "%d/%m/%y"),
    ("061", "%j"),
    ("2023 366", "%Y %j"),
    ("01:30 PM", "%I:%M %p"),
    ("12 AM", "%I %p"),
    ("12 pm", "%I %p"),
    ("mar 1 2024", "%b %d %Y"),
    ("friday MARCH 01", "%A %B %d"),
    ("12:30:45.5", "%H:%M:%S.%f"),
    ("2024-03-01T12:30:45+0530", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024-03-01T12:30:45Z", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024-03-01T12:30:45-05:00", "%Y-%m-%dT%H:%M:%S%z"),
    ("2024 UTC", "%Y %Z"),
    ("Fri Mar  1 12:30:45 2024", "%c"),
    ("03/01/24 12:30:45", "%x %X"),
    ("%Y", "%%Y"),
    ("2024  3", "%Y %m"),
    ("68", "%y"),
    ("69", "%y"),
    ("2024-02-29", "%Y-%m-%d"),
    ("1 2 3", "%d %m %H"),
    ("20240301", "%Y%m%d"),
    ("111", "%d%m"),
]
for s, f in cases:
    print(repr(s), repr(f), repr(datetime.strptime(s, f)))

bad = [
    lambda: datetime(2024, 1, 1).isoformat(timespec="bad"),
    lambda: datetime(2024, 1, 1).isoformat(sep="ab"),
    lambda: datetime(2024, 1, 1).isoformat(sep=1),
    lambda: date(2024, 3, 1).isoformat(1),
    lambda: date(2024, 1, 1).strftime(5),
    lambda: date.fromisoformat("2024-1-1"),
    lambda: date.fromisoformat("2024-03-01T00:00"),
    lambda: date.fromisoformat("2024-03-01 "),
    lambda: date.fromisoformat(5),
    lambda: datetime.fromisoformat("bad"),
    lambda: datetime.fromisoformat("2024-02-30"),
    lambda: datetime.fromisoformat("2024-03-01T"),
    lambda: datetime.fromisoformat("2024-03-01T1"),
    lambda: datetime.fromisoformat("2024-03-01T12:3"),
    lambda: datetime.fromisoformat("2024-03-01T12:30:45."),
    lambda: datetime.fromisoformat("2024-03-01T12:30z"),
    lambda: datetime.fromisoformat("2024-03-01T12:30:60"),
    lambda: datetime.fromisoformat("2024-W53-1"),
    lambda: datetime.fromisoformat("2024-03-01T24:00"),
    lambda: time.fromisoformat("25:00"),
    lambda: time.fromisoformat("12:60"),
    lambda: datetime.strptime("2024", "%Y-%m"),
    lambda: datetime.strptime("2024-01-01x", "%Y-%m-%d"),
    lambda: datetime.strptime("2024-13-01", "%Y-%m-%d"),
    lambda: datetime.strptime("2024-02-30", "%Y-%m-%d"),
    lambda: datetime.strptime("x", "%Q"),
    lambda: datetime.strptime("12", "%H %"),
    lambda: datetime.strptime("  2024", "%Y"),
    lambda: datetime.strptime("13 PM", "%I %p"),
    lambda: datetime.strptime("69 70", "%y %m"),
    lambda: datetime.strptime("Feb 29", "%b %d"),
    lambda: datetime.strptime(2024, "%Y"),
    lambda: datetime.strptime("2024"),
]
for f in bad:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
