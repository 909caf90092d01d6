def find(matrix, target):
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            if v == target:
                return i, j
    return None
m = [[1, 2], [3, 4], [5, 6]]
print(find(m, 4), find(m, 9))
for i in range(3):
    for j in range(3):
        if j == 2:
            break
        print(i, j, end='; ')
print()
