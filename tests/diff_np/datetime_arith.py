import numpy as np

# Scalar arithmetic with NumPy's unit rules: results in the finer unit.
D = np.datetime64("2024-01-15")
h = np.timedelta64(5, "h")
td = np.timedelta64(3, "D")
M = np.datetime64("2024-03")
Y = np.datetime64("2024")
tM = np.timedelta64(2, "M")
tY = np.timedelta64(1, "Y")
g = np.timedelta64(7)
NaT = np.datetime64("NaT")
tNaT = np.timedelta64("NaT")
cases = [
    ("D + h", lambda: D + h), ("h + D", lambda: h + D), ("D - h", lambda: D - h), ("D + td", lambda: D + td),
    ("D - D", lambda: D - D), ("D - minutes", lambda: D - np.datetime64("2024-01-01T12:00")), ("td + td", lambda: td + td),
    ("td - h", lambda: td - h), ("h - td", lambda: h - td), ("td * 2", lambda: td * 2), ("2 * td", lambda: 2 * td),
    ("td * 2.5", lambda: td * 2.5), ("td * -1.5", lambda: td * -1.5), ("td * True", lambda: td * True),
    ("td / td", lambda: td / td), ("td / h", lambda: td / h), ("td // h", lambda: td // h), ("td % h", lambda: td % h),
    ("divmod", lambda: divmod(td, h)), ("td / 2", lambda: td / 2), ("td / 2.5", lambda: td / 2.5), ("td / 4", lambda: td / 4),
    ("td // 2", lambda: td // 2), ("td // 2.5", lambda: td // 2.5), ("-td", lambda: -td), ("+td", lambda: +td),
    ("abs(-td)", lambda: abs(-td)), ("D + 1", lambda: D + 1), ("1 + D", lambda: 1 + D), ("D - 1", lambda: D - 1),
    ("td + 1", lambda: td + 1), ("td - 1", lambda: td - 1), ("1 - td", lambda: 1 - td), ("h + True", lambda: h + True),
    ("M + td", lambda: M + td), ("M + tM", lambda: M + tM), ("Y + tM", lambda: Y + tM), ("Y - M", lambda: Y - M),
    ("D - M", lambda: D - M), ("tM + tY", lambda: tM + tY), ("tM / tY", lambda: tM / tY),
    ("NaT + 1", lambda: NaT + 1), ("NaT + td", lambda: NaT + td), ("NaT - NaT", lambda: NaT - NaT), ("D + tNaT", lambda: D + tNaT),
    ("tNaT + td", lambda: tNaT + td), ("td / tNaT", lambda: td / tNaT), ("td // tNaT", lambda: td // tNaT), ("td % tNaT", lambda: td % tNaT),
    ("g + td", lambda: g + td), ("g + D", lambda: g + D), ("g * 2", lambda: g * 2), ("g + 1", lambda: g + 1), ("g / g", lambda: g / g),
    ("g + tM", lambda: g + tM), ("g / 2", lambda: g / 2), ("g * 2.5", lambda: g * 2.5),
    ("td / 0", lambda: td / 0), ("td // 0", lambda: td // 0), ("td / 0.0", lambda: td / 0.0), ("td * nan", lambda: td * np.nan),
    ("td * inf", lambda: td * np.inf), ("td / inf", lambda: td / np.inf), ("td / td0", lambda: td / np.timedelta64(0, "D")),
    ("-td / td0", lambda: -td / np.timedelta64(0, "D")), ("td // td0", lambda: td // np.timedelta64(0, "D")), ("td % td0", lambda: td % np.timedelta64(0, "D")),
    ("7D % 2D", lambda: np.timedelta64(7, "D") % np.timedelta64(2, "D")), ("-7D // 2D", lambda: np.timedelta64(-7, "D") // np.timedelta64(2, "D")),
    ("-7D % 2D", lambda: np.timedelta64(-7, "D") % np.timedelta64(2, "D")), ("-7h % 2D", lambda: np.timedelta64(-7, "h") % np.timedelta64(2, "D")),
    ("7D % -2D", lambda: np.timedelta64(7, "D") % np.timedelta64(-2, "D")), ("-7D // 2", lambda: np.timedelta64(-7, "D") // 2),
    ("-7D / 2.0", lambda: np.timedelta64(-7, "D") / 2.0), ("D + int64", lambda: D + np.int64(2)), ("D + int32", lambda: D + np.int32(2)),
    ("D + uint64", lambda: D + np.uint64(2)), ("td * float32", lambda: td * np.float32(1.5)), ("td + int8", lambda: td + np.int8(1)),
    ("D + True", lambda: D + True), ("D + 1W", lambda: D + np.timedelta64(1, "W")), ("D + timedelta ns", lambda: D + np.timedelta64(1, "ns")),
    ("min", lambda: min(D, D + h)), ("max", lambda: max(td, h)), ("sorted", lambda: sorted([td, h, -h])),
]
for label, f in cases:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

# NumPy refuses these, with its words.
errors = [
    ("D + D", lambda: D + D), ("abs(D)", lambda: abs(D)), ("-D", lambda: -D), ("+D", lambda: +D), ("1 - D", lambda: 1 - D),
    ("D + 1.5", lambda: D + 1.5), ("D - 1.0", lambda: D - 1.0), ("td + 1.5", lambda: td + 1.5), ("D + tM", lambda: D + tM),
    ("tM + D", lambda: tM + D), ("D - tY", lambda: D - tY), ("td + tM", lambda: td + tM), ("tM - td", lambda: tM - td),
    ("td / tM", lambda: td / tM), ("td // tY", lambda: td // tY), ("td % tM", lambda: td % tM), ("td * td", lambda: td * td),
    ("D * 2", lambda: D * 2), ("D / 2", lambda: D / 2), ("D // 2", lambda: D // 2), ("D % 2", lambda: D % 2),
    ("2 / td", lambda: 2 / td), ("2 // td", lambda: 2 // td), ("td ** 2", lambda: td ** 2), ("D ** 2", lambda: D ** 2),
    ("td % 2", lambda: td % 2), ("td / True", lambda: td / True), ("ns + Y", lambda: D.astype("datetime64[ns]") + tY),
    ("td + 2**63", lambda: td + 2**63), ("D + 2**63", lambda: D + 2**63), ("~td", lambda: ~td),
]
for label, f in errors:
    try:
        print(label, "->", repr(f()))
    except Exception as e:
        print(label, "->", type(e).__name__, e)
