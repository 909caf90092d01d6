# What statistics returns for which inputs: ints stay ints when the exact result is whole,
# bools count as ints, floats make floats; huge ints and tiny floats are handled exactly.
import statistics as st

for data in [[1, 2, 3], [1, 2, 3, 4], [True, True], [2, 4.0], [10**40, 3 * 10**40], [1, 1, 1, 2]]:
    m = st.mean(data)
    v = st.variance(data)
    p = st.pvariance(data)
    print(data if len(str(data)) < 40 else "big", m, type(m).__name__, v, type(v).__name__, p, type(p).__name__)

print(st.mean([10**400, 10**400 + 2]) == 10**400 + 1, type(st.mean([10**400, 10**400 + 2])).__name__)
print(st.variance([10**200, 10**200 + 2]) == 2, st.stdev([10**30, 10**30 + 2, 10**30 + 4]))
print(st.mean([2**-1074, 2**-1074, 2**-1074]), st.mean([2**-1074, 0.0, 0.0]), st.mean([-0.0, 0.0]), st.mean([-0.0]))
print(st.mean([1e308, 1e308, -1e308]), st.variance([1e154, -1e154]), st.pvariance([0.5, 0.25, 0.125]))
print(st.mean([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]), st.variance([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]))
print(st.mean(range(0, 10**15, 7)), st.mean(iter([1.25, 2.5])), st.variance((1, 2, 4, 8, 16)), st.variance(v / 10 for v in range(20)))
print(st.stdev([1, 2]), st.stdev([0.0, 1e-200]), st.pstdev([3, 4, 5, 6, 7, 8]), st.pstdev([1e300, 1.1e300, 1.2e300]))
print(st.median([1, 2, 3, 4]), type(st.median([2, 4])).__name__, st.median([2**60 + 1, 2**60 + 2]))
print(st.median([1, 2.0]), st.median([0.1, 0.2]), st.median_low([1, 2.0]), st.median_high([1, 2.0]))
print(st.harmonic_mean([2, 2]), type(st.harmonic_mean([2, 2])).__name__, st.harmonic_mean([1, 3]))
print(st.fmean([10**30, 1]), st.fmean([True, False]), st.geometric_mean([10**20, 10**-20]))
print(st.quantiles([1, 2, 3, 4, 5]), st.quantiles([1, 2, 3, 4, 5], method="inclusive"), st.quantiles([1.0, 2, 3, 4]))
print(st.variance([1, 2, 3], xbar=2), type(st.variance([1, 2, 3], xbar=2)).__name__, st.variance([1, 2, 3], xbar=2.5))
print(st.pvariance([1, 2, 3, 4], mu=2), st.pvariance([1.5, 2.5], mu=2), st.pstdev([1, 2, 3, 4], 2.5))
