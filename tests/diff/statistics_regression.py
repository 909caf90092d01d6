# covariance, correlation and linear_regression (fsum-based, as CPython), the named tuple
# LinearRegression, and StatisticsError as a ValueError.
import statistics as st
from statistics import StatisticsError

x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.covariance(x, [9, 8, 7, 6, 5, 4, 3, 2, 1]), st.covariance([0.1, 0.2, 0.4], [1.5, 2.5, 2.0]))
print(st.correlation(x, x), st.correlation(x, [9, 8, 7, 6, 5, 4, 3, 2, 1]), st.correlation(x, y))
print(st.correlation([1.5, 2.5, 3.25, 4.0], [2.0, 4.5, 5.5, 9.0]), st.correlation(range(10), [v * v for v in range(10)]))
year = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
lr = st.linear_regression(year, films)
print(lr)
print(lr.slope, lr.intercept, lr[0], lr[1], lr[-1], len(lr), list(lr))
slope, intercept = lr
print(round(slope * 2019 + intercept), slope == lr.slope, lr == (lr.slope, lr.intercept))
print(tuple(lr) == lr, lr != (0, 0), lr._fields, lr._asdict(), f"{lr}", lr[0:1], lr.count(slope), lr.index(intercept))
print(st.linear_regression([1, 2, 3], [2, 4, 6]), st.linear_regression([1, 2, 3], [2, 4, 7], proportional=True))
print(st.linear_regression([0.5, 1.5, 2.25, 4.0], [1.0, 2.0, 2.5, 5.5]))
print(issubclass(StatisticsError, ValueError), StatisticsError.__name__)

def err(f, *args, **kw):
    try:
        print(f(*args, **kw))
    except StatisticsError as e:
        print("StatisticsError:", e, isinstance(e, ValueError))
    except Exception as e:
        print(type(e).__name__, e)

err(st.covariance, [1, 2, 3], [1, 2])
err(st.covariance, [1], [1])
err(st.correlation, [1, 2, 3], [1, 2])
err(st.correlation, [1], [2])
err(st.correlation, [1, 1, 1], [1, 2, 3])
err(st.correlation, [1, 2, 3], [5, 5, 5])
err(st.linear_regression, [1, 2], [1])
err(st.linear_regression, [1], [1])
err(st.linear_regression, [2, 2, 2], [1, 2, 3])
err(st.linear_regression, [1, 2, 3])
err(st.covariance, [1, "a"], [1, 2])
try:
    st.mean([])
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, e)
# math.fsum's own errors come through, as in CPython
err(st.covariance, [1e300, -1e300, 1e300], [1e300, 1e300, -1e300])
err(st.fmean, [1e308, 1e308])
err(st.fmean, [float("inf"), float("-inf")])
print(st.fmean([float("inf"), 1.0]), st.fmean([float("nan"), 1.0]))
