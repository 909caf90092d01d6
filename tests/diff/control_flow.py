for i in range(10):
    if i == 2:
        continue
    if i == 6:
        break
    print(i, end=' ')
else:
    print('no break')
print()
for i in range(3):
    pass
else:
    print('loop finished', i)
n = 0
while n < 5:
    n += 1
    if n == 3:
        continue
else:
    print('while done', n)
x = 5
print('big' if x > 3 else 'small', 'pos' if x > 0 else 'neg' if x < 0 else 'zero')
if x < 0:
    print('neg')
elif x == 0:
    print('zero')
elif x < 10:
    print('small positive')
else:
    print('large')
