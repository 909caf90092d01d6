# heapq (the heap list's order after every operation, as CPython's) and bisect.
import heapq
import random
from bisect import bisect_left, bisect_right, bisect, insort, insort_left

random.seed(7)
data = [random.randint(0, 50) for _ in range(15)]
h = []
for x in data:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(5)], h)
print(heapq.heappushpop(h, 3), heapq.heapreplace(h, 99), h)
g = data[:]
heapq.heapify(g)
print(g, heapq.nsmallest(3, data), heapq.nlargest(4, data), heapq.nlargest(2, ["aa", "b", "ccc"], key=len))
print(sorted(data) == [heapq.heappop(g) for _ in range(len(g))])
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 5])), list(heapq.merge([3, 1], [4, 2], reverse=True)))
tasks = []
for prio, name in [(3, "write"), (1, "plan"), (2, "code"), (1, "coffee")]:
    heapq.heappush(tasks, (prio, name))
while tasks:
    print(heapq.heappop(tasks), end=" ")
print()
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError", e)
try:
    heapq.heappush((1,), 2)
except TypeError as e:
    print("TypeError", e)

grades = [60, 70, 80, 90]
print([bisect(grades, s) for s in (33, 60, 75, 90, 99)], bisect_left(grades, 80), bisect_right(grades, 80))
print("FDCBA"[bisect(grades, 85)])
a = []
for x in [5, 1, 4, 1, 3]:
    insort(a, x)
print(a)
insort_left(a, 4)
print(a, bisect_left(a, 4, 3), bisect_right(a, 4, 0, 3))
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect_left(recs, 3, key=lambda r: r[1]))
try:
    bisect_left([1, 2], 1, -1)
except ValueError as e:
    print("ValueError", e)
