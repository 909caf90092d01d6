# statistics.NormalDist: construction, properties, pdf/cdf/inv_cdf (Wichura's AS241), quantiles,
# overlap, zscore, samples through random's generator, arithmetic, equality and its errors.
from statistics import NormalDist, StatisticsError
import statistics

nd = NormalDist(100, 15)
print(nd, NormalDist(), NormalDist(mu=2), NormalDist(sigma=3), NormalDist(1, 0))
print(nd.mean, nd.median, nd.mode, nd.stdev, nd.variance, isinstance(nd, NormalDist), isinstance(3, NormalDist))
print(nd.pdf(100), nd.pdf(130.5), nd.cdf(100), nd.cdf(70), nd.cdf(145.25), nd.zscore(121))
for p in [1e-300, 1e-10, 0.001, 0.02425, 0.1, 0.3, 0.5, 0.7, 0.975, 0.999999, 1 - 1e-16]:
    print(p, NormalDist().inv_cdf(p), nd.inv_cdf(p))
print(nd.quantiles(), nd.quantiles(n=10), NormalDist().quantiles(3), nd.quantiles(1))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), nd.overlap(nd), NormalDist(0, 1).overlap(NormalDist(1, 1)), NormalDist(1, 2).overlap(NormalDist(0, 1)))
print(nd.samples(3, seed=42), NormalDist().samples(0), len(nd.samples(5)), nd.samples(2, seed="abc"))
print(NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75]), NormalDist.from_samples(range(10)))
a, b = NormalDist(10, 3), NormalDist(4, 4)
print(a + b, a - b, a + 5, 5 + a, a - 5, 5 - a, a * 2, 2 * a, a * -2, a / 4, a / -4, -a, +a)
print(a == NormalDist(10, 3), a == b, a != b, a == (10, 3), len({a, NormalDist(10.0, 3.0), b}))

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except Exception as e:
        print(type(e).__name__, e)

err(NormalDist, 0, -1)
err(NormalDist, 1, 2, 3)
err(NormalDist(1, 0).pdf, 1)
err(NormalDist(1, 0).cdf, 1)
err(NormalDist(1, 0).zscore, 1)
err(NormalDist().inv_cdf, 0)
err(NormalDist().inv_cdf, 1.5)
err(NormalDist(1, 0).inv_cdf, 0.5)
err(NormalDist().overlap, 3)
err(NormalDist(1, 0).overlap, NormalDist())
err(NormalDist.from_samples, [1])
err(lambda: a / 0)
err(lambda: 3 / a)
err(nd.pdf)
err(nd.samples, 2, 42)
print(issubclass(StatisticsError, ValueError))
