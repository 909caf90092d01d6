lines = []
for i in range(1, 6):
    lines.append(' '.join(str(i * j).rjust(3) for j in range(1, 6)))
print('\n'.join(lines))
bar = ''
for v in [3, 7, 1]:
    bar += '#' * v + '\n'
print(bar, end='')
print('=' * 20)
