word = 'mississippi'
counts = {}
for ch in word:
    counts[ch] = counts.get(ch, 0) + 1
print(counts, sorted(counts.items()))
print([c for c in word if c not in 'aeiou'], ''.join(sorted(set(word))))
vowels = sum(1 for c in word if c in 'aeiou')
print(vowels, word.upper().count('S'))
