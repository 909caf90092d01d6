import math
values = [math.sin(i * 0.3) for i in range(40)]
bins = [0] * 5
for v in values:
    idx = min(int((v + 1) / 2 * 5), 4)
    bins[idx] += 1
for i, c in enumerate(bins):
    lo = -1 + i * 0.4
    print(f'[{lo:+.1f}, {lo + 0.4:+.1f}) {"*" * c} {c}')
print(sum(bins))
