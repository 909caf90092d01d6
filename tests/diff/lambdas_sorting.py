words = ['banana', 'Apple', 'cherry', 'date']
print(sorted(words), sorted(words, key=str.lower) if False else sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
pairs = [(1, 'b'), (2, 'a'), (1, 'a')]
print(sorted(pairs), sorted(pairs, key=lambda p: p[1]), max(pairs, key=lambda p: p[1]))
print(min([3, 1, 2], key=lambda v: -v), sorted([3, 1, 2], key=None))
