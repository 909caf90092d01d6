records = [('b', 2), ('a', 2), ('c', 1), ('d', 3), ('e', 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
nums = [5, -3, 2, -8, 0]
nums.sort(key=abs)
print(nums)
print(sorted([3.5, 1, 2.25, -1]), sorted(['b', 'A', 'a', 'B']), sorted([[2, 1], [1, 2], [1]]))
