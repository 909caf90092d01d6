# variance/pvariance are exact rationals converted once; stdev/pstdev are correctly rounded
# square roots of them (CPython 3.11's _float_sqrt_of_frac).
import statistics as st

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance(data, st.mean(data)), st.pvariance(data, mu=1.5), st.stdev(data, xbar=1.0), st.pstdev(data, 1.6))
print(st.variance([1, 2, 3]), st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.pvariance([1, 2, 3]))
print(st.variance([1, 3, 5], xbar=3), st.variance([1, 3, 5], 3.0), st.pvariance([2, 2, 2]), st.pstdev([2, 2, 2]))
print(st.stdev([1, 2, 3]), st.stdev([1, 2, 3, 4]), st.pstdev([1, 2, 3, 4]), st.stdev([0.1, 0.2, 0.3, 0.4]))
print(st.variance([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]), st.stdev([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3]))
print(st.variance([10**20, 10**20 + 1, 10**20 + 2]), st.pvariance([10**20, 10**20 + 3]))
print(st.variance(range(1000)), st.stdev(range(1000)), st.pstdev(x * 0.01 for x in range(50)))
print(st.variance([1e-300, 2e-300, 4e-300]), st.stdev([1e-300, 2e-300, 4e-300]), st.pstdev([1e150, -1e150]))
print(st.stdev([True, False, True]), st.variance([True, False, False, True]))
print(st.variance([1.0, float("inf")]), st.pvariance([float("nan"), 1.0]))
vals = [0.1 * k for k in range(1, 30)]
print(st.variance(vals), st.pvariance(vals), st.stdev(vals), st.pstdev(vals))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(st.variance, [1])
err(st.variance, [])
err(st.stdev, [5.0])
err(st.pvariance, [])
err(st.pstdev, [])
err(st.variance, ["a", "b"])
err(st.stdev, [1, float("inf")])
err(st.variance, [1, 2], 1, 2)
err(st.pstdev, [1, 2], sigma=3)
