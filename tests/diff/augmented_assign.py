x = 5
x += 3; x -= 1; x *= 2; x //= 3; x **= 2; x %= 7
print(x)
f = 1.5
f /= 2; f += 0.25
print(f)
s = 'ab'
s += 'cd'; s *= 2
print(s)
d = {'k': 1}
d['k'] += 10
lst = [1, 2]
lst[0] -= 5
print(d, lst)
b = 6
b &= 3; b |= 8; b ^= 1; b <<= 2; b >>= 1
print(b)
