from functools import cached_property, lru_cache, partial, reduce
import functools

class Dataset:
    def __init__(self, values):
        self.values = values
        self.computed = 0
    @cached_property
    def total(self):
        "The sum, computed once."
        self.computed += 1
        return sum(self.values)
    @cached_property
    def mean(self):
        return self.total / len(self.values)

d = Dataset([1, 2, 3, 4])
print(d.total, d.total, d.mean, d.computed)
print('total' in d.__dict__, d.__dict__['total'])
d.values.append(10)
print(d.total, d.computed)
del d.total
print(d.total, d.computed)
d.total = 'overridden'
print(d.total)
d2 = Dataset([5])
print(d2.total, d2.computed, d.computed)
print(type(Dataset.__dict__['total']).__name__, Dataset.total.attrname, Dataset.total.__doc__)

# lru_cache with keyword arguments and mixed types
@lru_cache(maxsize=4)
def area(w, h=1, *, unit='m'):
    return f'{w * h}{unit}2'
print(area(2), area(2, 1), area(2, h=1), area(w=2), area(2, unit='cm'), area(2.0))
print(area.cache_info())
# eviction order: recently used entries survive
for args in [(1,), (2,), (3,), (4,), (1,), (5,), (2,)]:
    area(*args)
print(area.cache_info())

# caching a pure recursive function with two arguments
@lru_cache(maxsize=None)
def edit(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit('kitten', 'sitting'), edit('intention', 'execution'), edit.cache_info().currsize > 0)

# partial objects compose with reduce, map and sorted
scale = partial(map, lambda v: v * 3)
print(list(scale([1, 2])), reduce(partial(lambda sep, a, b: a + sep + b, '/'), ['usr', 'local', 'bin']))
sort_desc = partial(sorted, reverse=True)
print(sort_desc([3, 1, 2]), sort_desc('bca', key=None))

