# datetime64/timedelta64 arrays and scalars passed to kernels as Numba passes them (by their
# int64 storage): datetime + timedelta (arrays and a scalar argument), datetime - datetime scalar,
# comparisons against datetime bounds, timedelta * int, NaT copied through, writes landing in
# the datetime array itself, a 2-D array, `forall`. The last part is cudalab's refusal of
# arguments in different units (Numba converts them; cudalab's counts carry no unit) and of
# `cuda.to_device` of a datetime array: that part differs from Numba's simulator by design.
import numpy as np
from numba import cuda


@cuda.jit
def shift(dates, deltas, out):
    i = cuda.grid(1)
    if i < dates.size:
        out[i] = dates[i] + deltas[i]


@cuda.jit
def since(dates, start, out):
    i = cuda.grid(1)
    if i < dates.size:
        out[i] = dates[i] - start


@cuda.jit
def in_window(dates, lo, hi, flags):
    i = cuda.grid(1)
    if i < dates.size:
        if dates[i] >= lo and dates[i] < hi:
            flags[i] = 1
        else:
            flags[i] = 0


@cuda.jit
def advance(dates, n):
    i = cuda.grid(1)
    if i < dates.size:
        dates[i] = dates[i] + n


@cuda.jit
def scale(durations, k, out):
    i = cuda.grid(1)
    if i < durations.size:
        out[i] = durations[i] * k


@cuda.jit
def copy(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = src[i]


@cuda.jit
def row_spans(stamps, spans):
    r = cuda.grid(1)
    if r < stamps.shape[0]:
        spans[r] = stamps[r, stamps.shape[1] - 1] - stamps[r, 0]


dates = np.arange(np.datetime64("2024-02-26"), np.datetime64("2024-03-06"))
deltas = np.arange(dates.size).astype("timedelta64[D]")
out = np.empty_like(dates)
shift[2, 8](dates, deltas, out)
print(out)

elapsed = np.zeros(dates.size, dtype="timedelta64[D]")
since[1, 16](dates, np.datetime64("2024-02-28"), elapsed)
print(repr(elapsed))

flags = np.zeros(dates.size, dtype=np.int32)
in_window[1, 32](dates, np.datetime64("2024-02-28"), np.datetime64("2024-03-02"), flags)
print(flags, dates[flags == 1])

weekly = np.array(["2024-01-01", "2024-06-30", "1999-12-31"], dtype="datetime64[D]")
advance[1, 4](weekly, np.timedelta64(7, "D"))
print(weekly)
advance.forall(weekly.size)(weekly, np.timedelta64(-14, "D"))
print(weekly, weekly.dtype)

durations = np.array([90, 45, 0, -30], dtype="timedelta64[m]")
tripled = np.empty_like(durations)
scale[1, 4](durations, 3, tripled)
print(tripled, tripled.sum(), tripled.astype("timedelta64[h]"))

stamps = np.array(["2024-01-15T08:00", "NaT", "2024-01-16T09:30"], dtype="datetime64[m]")
copied = np.empty_like(stamps)
copy[1, 3](stamps, copied)
print(copied, np.isnat(copied))

grid = np.array([["2024-05-01T10", "2024-05-01T12", "2024-05-02T06"], ["2024-05-03T00", "2024-05-03T01", "2024-05-03T23"]], dtype="datetime64[h]")
spans = np.zeros(2, dtype="timedelta64[h]")
row_spans[1, 2](grid, spans)
print(spans, spans / np.timedelta64(1, "D"))

# cudalab only: different units in one launch, and device arrays of datetimes, are refused.
hours = np.array([1, 2, 3], dtype="timedelta64[h]")
try:
    shift[1, 4](dates[:3], hours, out[:3])
    print("shift (converted by Numba):", out[:3])
except TypeError as e:
    print("TypeError:", e)
out_h = np.empty(3, dtype="datetime64[h]")
shift[1, 4](dates[:3].astype("datetime64[h]"), hours, out_h)
print(out_h)
try:
    d = cuda.to_device(dates)
    print("to_device (Numba):", d.copy_to_host()[:2])
except NotImplementedError as e:
    print("NotImplementedError:", e)
