d = {}
for w in 'the quick brown fox jumps over the lazy dog'.split():
    d[w] = d.get(w, 0) + 1
print(d)
print(list(d)[:3], len(d))
d.pop('quick')
d['quick'] = 9
print(list(d.keys()))
print(sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
