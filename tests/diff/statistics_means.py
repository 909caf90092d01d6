# mean is exact (CPython sums Fractions): correctly rounded floats, ints when the data are
# ints and the mean is whole; fmean, geometric_mean and harmonic_mean as CPython computes them.
import statistics as st

print(st.mean([1, 2, 3, 4]), st.mean([1, 2, 3]), st.mean([-1, -2]), st.mean([5]))
print(st.mean([0.1, 0.2, 0.3]), st.mean([0.1] * 10), st.mean([1e16, 1.0, -1e16]), st.mean([1e308, 1e308]))
print(st.mean([1, 2.5]), st.mean([True, True, False]), st.mean([True, True]), st.mean(x for x in range(101)))
print(st.mean([10**30, 10**30 + 1]), st.mean([10**30, 10**30 + 2]), st.mean([2**53 + 1, 2**53 + 2]))
print(st.mean([1e-320, 3e-320]), st.mean([5e-324, 0.0]), st.mean(range(1, 8)), st.mean((0.5, 0.25)))
print(st.mean([1.0, float("inf")]), st.mean([float("-inf"), 1]), st.mean([float("inf"), float("-inf")]))
print(st.mean([3.3, 1.1, 2.2]), (3.3 + 1.1 + 2.2) / 3)

print(st.fmean([1, 2, 3, 4]), st.fmean([0.1, 0.2, 0.3]), st.fmean(iter([3.5, 4, 5.25])), st.fmean(range(10)))
print(st.fmean([85, 92, 83, 91], weights=[0.20, 0.20, 0.30, 0.30]), st.fmean([1, 2, 3], [3, 0, 1]))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1.5, 2.5, 10]), st.geometric_mean([2]))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(st.harmonic_mean([7]), st.harmonic_mean([7.5]), st.harmonic_mean([1, 0, 3]), st.harmonic_mean([3, 3, 3]), st.harmonic_mean([1, 2, 4], [1, 2, 0]))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(st.mean, [])
err(st.mean, ["a", "b"])
err(st.mean, [1, "2"])
err(st.mean, [None])
err(st.mean)
err(st.fmean, [])
err(st.fmean, [1, 2], weights=[1])
err(st.fmean, [1, 2], weights=[1, -1])
err(st.geometric_mean, [])
err(st.geometric_mean, [1, 0, 2])
err(st.geometric_mean, [1, -2])
err(st.harmonic_mean, [])
err(st.harmonic_mean, [-1])
err(st.harmonic_mean, [1, -2, 3])
err(st.harmonic_mean, [1, 2], weights=[1])
err(st.harmonic_mean, [1, 2], weights=[1, -1])
err(st.harmonic_mean, [1, 2], weights=[0, 0])
err(st.harmonic_mean, ["x"])
