# Generator pipeline over log lines: regex parsing, Counter histograms, defaultdict grouping.
import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 10:00:01 INFO  server started port=8080
2024-03-01 10:00:05 WARN  slow request path=/api/users ms=512
2024-03-01 10:01:12 ERROR db timeout path=/api/orders ms=3000
2024-03-01 10:02:40 INFO  request ok path=/api/users ms=45
2024-03-01 10:03:00 ERROR db timeout path=/api/users ms=3001
2024-03-01 10:03:30 DEBUG cache hit key=user:42
garbage line without structure
2024-03-01 10:04:00 INFO  request ok path=/api/orders ms=88
"""

LINE_RE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2}) (\w+)\s+(.*)$")
KV_RE = re.compile(r"(\w+)=(\S+)")


def read_lines(text):
    for line in text.splitlines():
        yield line


def parse(lines):
    for line in lines:
        m = LINE_RE.match(line)
        if m is None:
            print("skip:", repr(line))
            continue
        date, hh, mm, ss, level, msg = m.groups()
        fields = dict(KV_RE.findall(msg))
        yield {"date": date, "t": int(hh) * 3600 + int(mm) * 60 + int(ss),
               "level": level, "msg": KV_RE.sub("", msg).strip(), **fields}


def only(levels, records):
    for r in records:
        if r["level"] in levels:
            yield r


records = list(parse(read_lines(LOG)))
print(len(records), "records")
levels = Counter(r["level"] for r in records)
for level, n in levels.most_common():
    print(f"{level:<6}{'#' * n} ({n})")

by_path = defaultdict(list)
for r in records:
    if "path" in r:
        by_path[r["path"]].append(int(r["ms"]))
for path in sorted(by_path):
    ms = by_path[path]
    print(f"{path:12} n={len(ms)} avg={sum(ms) / len(ms):8.2f} max={max(ms)}")

errs = list(only({"ERROR", "WARN"}, records))
print([(e["level"], e["msg"], e.get("ms")) for e in errs])
print(re.sub(r"(\d+)=(\d+)", r"\2<-\1", "a=1 b=22 3=4"))
print(re.findall(r"ms=(\d+)", LOG))
m = LINE_RE.match(LOG.splitlines()[2])
print(m.group(5), m.span(5), m.start(6), m.lastindex)
print(re.split(r"\s+", "  a  b\tc\n"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print(type(e).__name__, e)
