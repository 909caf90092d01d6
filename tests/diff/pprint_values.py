import pprint
from datetime import date, datetime, timedelta, timezone

schedule = {
    "kickoff": datetime(2024, 3, 1, 9, 30),
    "dates": [date(2024, 3, d) for d in range(1, 9)],
    "durations": {"setup": timedelta(minutes=45), "run": timedelta(hours=3, seconds=5), "cool": timedelta(0)},
    "utc": datetime(2024, 3, 1, 9, 30, tzinfo=timezone.utc),
}
pprint.pprint(schedule)
pprint.pprint(schedule, width=60, compact=True)
print(pprint.pformat(schedule["dates"], width=50, compact=True))
table = [("row%d" % i, i * 1.5, None if i % 2 else True, [i] * i) for i in range(7)]
pprint.pprint(table, width=45)
pprint.pprint(table, width=45, depth=2)
words = {"alpha": 1, "beta": 22, "gamma": 333, "delta": 4444, "epsilon": 55555, "zeta": 666666}
pprint.pprint(words, width=30)
pprint.pprint(words, width=30, sort_dicts=False)
pprint.pprint([words, words], width=60)
print(pprint.pformat({1: {2: {3: {4: {5: {6: "deep"}}}}}}, width=10))
print(pprint.pformat([-1, 0.1, 1e100, float("inf"), -0.0, complex(1, -2), 10 ** 30], width=30))
print(pprint.pformat([10 ** 30, -12345678], underscore_numbers=True, width=20))
