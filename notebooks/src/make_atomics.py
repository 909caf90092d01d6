# Writes notebooks/04-atomics-and-races.ipynb (from the course seeds' "Atomic operations and
# avoiding race conditions"). Run: python3 notebooks/src/make_atomics.py
from nbgen import SIZE_CELL, Exercises, Notebook

nb = Notebook("atomics")
md, code = nb.md, nb.code

md("""
# Atomics and race conditions

When many threads update the same memory location, `x[0] += 1` is three steps: read the value,
add one, write it back. Two threads can read the same old value, and one of the two increments is
lost. This is a **race condition**. CUDA's **atomic operations** do the read-modify-write as one
indivisible step. On the simulator, cudalab also reports the race it sees (a `RaceWarning` naming
the two threads and the line).
""")
SIZE = SIZE_CELL.format(gpu="1 << 24", sim="1 << 12")
code(SIZE)
md("""
## Counting threads, wrongly and rightly

Every thread of a 64 x 64 launch adds one to a counter. The plain version loses most increments;
the atomic one counts 4096.
""")
code("""
@cuda.jit
def count_racy(counter):
    counter[0] += 1                      # read, add, write: not indivisible

@cuda.jit
def count_atomic(counter):
    cuda.atomic.add(counter, 0, 1)       # one indivisible read-modify-write

counter = cuda.to_device(np.zeros(1, dtype=np.int32))
count_racy[64, 64](counter)
print("racy:  ", counter.copy_to_host()[0], "of", 64 * 64)

counter = cuda.to_device(np.zeros(1, dtype=np.int32))
count_atomic[64, 64](counter)
print("atomic:", counter.copy_to_host()[0], "of", 64 * 64)
""")
md("""
## What an atomic returns

`cuda.atomic.add` returns the value *before* the addition, which is unique to each thread. That
makes it a way to hand out slots: here each thread gets its own position in an output list.
""")
code("""
@cuda.jit
def take_slots(counter, slots):
    i = cuda.grid(1)
    if i < slots.size:
        slots[i] = cuda.atomic.add(counter, 0, 1)

counter = cuda.to_device(np.zeros(1, dtype=np.int64))
slots = cuda.device_array(256, dtype=np.int64)
take_slots[4, 64](counter, slots)
got = slots.copy_to_host()
print("every slot handed out once:", sorted(got.tolist()) == list(range(256)))
print("first threads got slots:", got[:8], "(the order is up to the GPU)")
""")
md("""
## More atomics: max, min, compare-and-swap

`cuda.atomic.max` and `cuda.atomic.min` keep the extreme value; `cuda.atomic.compare_and_swap`
writes only if the location still holds an expected value, the building block of locks and
"first one wins" updates.
""")
code("""
@cuda.jit
def extremes(a, out):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.max(out, 0, a[i])
        cuda.atomic.min(out, 1, a[i])

@cuda.jit
def first_winner(flag, winner):
    i = cuda.grid(1)
    if cuda.atomic.compare_and_swap(flag, 0, 1) == 0:
        winner[0] = i                    # only one thread sees the flag still 0

a = np.random.uniform(-100, 100, N)
out = cuda.to_device(np.array([-np.inf, np.inf]))
extremes[math.ceil(N / 256), 256](cuda.to_device(a), out)
print("max, min:", out.copy_to_host(), "expected", a.max(), a.min())

flag = cuda.to_device(np.zeros(1, dtype=np.int32))
winner = cuda.to_device(np.full(1, -1, dtype=np.int64))
first_winner[4, 64](flag, winner)
print("one thread won:", winner.copy_to_host()[0] >= 0)
""")
md("""
## The cost of contention

Atomics on one address serialize: thousands of threads waiting their turn on one counter. Spreading
updates over many addresses (or combining within a block first, in shared memory, as the reductions
notebook shows) keeps them fast. `%timeit` compares a sum done by one counter with the same sum
spread over 1024 counters:
""")
code("""
@cuda.jit
def sum_one_counter(x, total):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        cuda.atomic.add(total, 0, x[i])

@cuda.jit
def sum_many_counters(x, totals):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        cuda.atomic.add(totals, i % totals.size, x[i])

x = np.ones(N, dtype=np.float32)
d_x = cuda.to_device(x)
total = cuda.to_device(np.zeros(1, dtype=np.float32))
totals = cuda.to_device(np.zeros(1024, dtype=np.float32))
one = %timeit -o -q -r 3 sum_one_counter[64, 256](d_x, total)
many = %timeit -o -q -r 3 sum_many_counters[64, 256](d_x, totals)
print(f"one counter:   {one.gpu_average * 1e6:9.1f} µs GPU")
print(f"1024 counters: {many.gpu_average * 1e6:9.1f} µs GPU")
""")
md("""
## What to remember

* Several threads writing one location without an atomic is a race: updates get lost.
* `cuda.atomic.add/max/min/compare_and_swap` make the update indivisible; `add` returns the old
  value, which can hand out unique slots.
* Many threads on one address serialize: spread the updates, or combine per block first.
""")

ex = Exercises(nb, "04-atomics-and-races", "Atomics and race conditions", SIZE)
ex.add("Keep the positive values (stream compaction)", """
Write `keep_positive(x, out, count)`: every thread whose value `x[i]` is positive copies it into
the next free slot of `out`. The slot is the old value `cuda.atomic.add(count, 0, 1)` returns: each
thread gets a different one. Afterwards `count[0]` says how many values were kept. (Their order in
`out` depends on which thread got there first, so the check sorts them.)
""", """
@cuda.jit
def keep_positive(x, out, count):
    i = cuda.grid(1)
    # TODO: if i is in range and x[i] > 0, take a slot with cuda.atomic.add(count, 0, 1)
    #       and write x[i] there.
""", """
@cuda.jit
def keep_positive(x, out, count):
    i = cuda.grid(1)
    if i < x.size and x[i] > 0:
        slot = cuda.atomic.add(count, 0, 1)    # the old value: a slot no other thread gets
        out[slot] = x[i]
""", """
x = np.random.randn(N)
out = cuda.to_device(np.zeros(N))
count = cuda.to_device(np.zeros(1, dtype=np.int32))
keep_positive[math.ceil(N / 256), 256](cuda.to_device(x), out, count)
kept = int(count.copy_to_host()[0])
got = np.sort(out.copy_to_host()[:kept])
passed = np.array_equal(got, np.sort(x[x > 0]))
if kept == 0:
    print("Not done yet: nothing was kept. Fill in keep_positive above.")
else:
    print("correct" if passed else f"kept {kept} values, expected {int(np.sum(x > 0))}")
""")
ex.add("The first negative value", """
Write `first_negative(x, first)`, which leaves in `first[0]` the smallest index `i` with
`x[i] < 0`. `first[0]` starts at `x.size` (meaning "none"); use `cuda.atomic.min`.
""", """
@cuda.jit
def first_negative(x, first):
    pass   # TODO: each thread whose element is negative offers its index with cuda.atomic.min
""", """
@cuda.jit
def first_negative(x, first):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        if x[i] < 0:
            cuda.atomic.min(first, 0, i)
""", """
x = np.abs(np.random.randn(N))
x[np.random.randint(N // 2, N, size=3)] *= -1       # three negatives, in the second half
first = cuda.to_device(np.array([N], dtype=np.int64))
first_negative[64, 256](cuda.to_device(x), first)
got, want = int(first.copy_to_host()[0]), int(np.argmax(x < 0))
passed = got == want
if got == N:
    print("Not done yet: no negative found. Fill in first_negative above.")
else:
    print("correct" if passed else f"found index {got}, expected {want}")
""")
ex.write()

nb.write("04-atomics-and-races.ipynb")
