def search(items, target):
    for idx, item in enumerate(items):
        if item == target:
            print('found at', idx)
            break
    else:
        print('not found')
search('abcdef', 'd')
search('abcdef', 'z')
count = 0
for i in range(100):
    for j in range(100):
        if i * j > 50:
            break
        count += 1
print(count)
