import numpy as np

# Comparisons: in the finer unit; NaT compares False except with !=.
D = np.datetime64("2024-01-15")
h = np.timedelta64(5, "h")
td = np.timedelta64(3, "D")
NaT = np.datetime64("NaT")
a = np.array(["2024-01-01", "2024-01-05", "NaT"], dtype="datetime64[D]")
ta = np.array([1, 72, -3], dtype="timedelta64[h]")
cases = [
    ("D < D + h", lambda: D < D + h), ("D == D", lambda: D == D), ("D != D", lambda: D != D),
    ("D == D at 00h", lambda: D == np.datetime64("2024-01-15T00")), ("D > month", lambda: D > np.datetime64("2024-03")),
    ("D <= year", lambda: D <= np.datetime64("2024")), ("td == 72h", lambda: td == np.timedelta64(72, "h")), ("td > h", lambda: td > h),
    ("td >= 3M?", lambda: np.timedelta64(3, "M") >= np.timedelta64(1, "Y")), ("NaT == NaT", lambda: NaT == NaT), ("NaT != NaT", lambda: NaT != NaT),
    ("NaT < D", lambda: NaT < D), ("NaT >= D", lambda: NaT >= D), ("tNaT == tNaT", lambda: np.timedelta64("NaT") == np.timedelta64("NaT")),
    ("D == td", lambda: D == td), ("D != td", lambda: D != td), ("D == 5", lambda: D == 5), ("D != 5", lambda: D != 5),
    ("D == 5.0", lambda: D == 5.0), ("td < 5", lambda: td < 5), ("5 > td", lambda: 5 > td), ("td == 3", lambda: td == 3),
    ("td == 3.0", lambda: td == 3.0), ("td > True", lambda: td > True), ("D == 'x'", lambda: D == "x"), ("D == None", lambda: D == None),
    ("td != 'x'", lambda: td != "x"), ("a == None", lambda: a == None), ("a != None", lambda: a != None),
    ("a == a", lambda: a == a), ("a != a", lambda: a != a), ("a < D", lambda: a < D), ("D > a", lambda: D > a),
    ("a >= a[1]", lambda: a >= a[1]), ("a == '2024-01-01'", lambda: a == "2024-01-01"), ("ta > 0", lambda: ta > 0),
    ("ta == td", lambda: ta == td), ("ta < h", lambda: ta < h), ("a == 5", lambda: a == np.array([5, 5, 5])),
    ("np.equal", lambda: np.equal(a, a)), ("np.less", lambda: np.less(a, D)), ("np.greater", lambda: np.greater(ta, h)),
    ("array_equal", lambda: np.array_equal(a[:2], a[:2])), ("array_equal NaT", lambda: np.array_equal(a, a)),
    ("in list", lambda: D in [np.datetime64("2024-01-15T00:00")]), ("sorted", lambda: sorted([D, D - 3, D + 1])),
]
for label, f in cases:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
errors = [
    ("D < td", lambda: D < td), ("td >= D", lambda: td >= D), ("D < 5", lambda: D < 5), ("5 < D", lambda: 5 < D),
    ("D < int64", lambda: D < np.int64(5)), ("D < array", lambda: D < np.array([1, 2])), ("td < 1.5", lambda: td < 1.5),
    ("td <= 3.0", lambda: td <= 3.0), ("D < '2024'", lambda: D < "2024-02-01"), ("a < '2024'", lambda: a < "2024-01-03"),
    ("td < 1M", lambda: td < np.timedelta64(1, "M")), ("1Y == 1D", lambda: np.timedelta64(1, "Y") == np.timedelta64(1, "D")),
    ("a > ta", lambda: a > ta),
]
for label, f in errors:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
