# medians (sorted with Python's comparisons, even counts averaged with Python's arithmetic),
# median_grouped, mode and multimode (first seen wins ties), quantiles both methods.
import statistics as st

print(st.median([3, 1, 2]), st.median([4, 1, 3, 2]), st.median([1, 2]), st.median([1.5, 2.5, 0.5, 9.0]))
print(st.median([10**30, 10**30 + 1]), st.median([True, False]), st.median(["b", "a", "c"]), st.median([7]))
print(st.median_low([4, 1, 3, 2]), st.median_high([4, 1, 3, 2]), st.median_low([5, 3, 1]), st.median_high(["x", "y"]))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7]), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(st.median_grouped([25, 35, 35, 45, 45, 45, 55], 10), st.median_grouped([2.5]), st.median_grouped(range(10)))
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(["red", "blue", "blue", "red", "green"]), st.mode("aabbbc"))
print(st.mode([1, 1.0, True, 2]), st.mode([(1, 2), (1, 2), (3,)]), st.mode([5]))
print(st.multimode("aabbbbccddddeeffffgg"), st.multimode([]), st.multimode([3, 1, 2]), st.multimode([1.0, 1, 2, 2]))
d = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print(st.quantiles(d))
print(st.quantiles(d, n=10))
print(st.quantiles(d, n=10, method="inclusive"))
print(st.quantiles([1, 2], n=5), st.quantiles([1.5, 2.5, 3.0], n=3, method="inclusive"), st.quantiles(range(10), n=1))
print(st.quantiles([0.1, 0.7, 0.3, 0.2], n=4), st.quantiles([10**20, 10**20 + 7, 3], n=3))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(st.median, [])
err(st.median_low, [])
err(st.median_high, [])
err(st.median_grouped, [])
err(st.median, [1, "a"])
err(st.mode, [])
err(st.mode, [[1], [1]])
err(st.quantiles, [1, 2, 3], n=0)
err(st.quantiles, [1])
err(st.quantiles, [1, 2, 3], method="median")
err(st.quantiles, [1, 2, 3], 4)
