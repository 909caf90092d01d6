data = {'students': [{'name': 'Ada', 'scores': [90, 85]}, {'name': 'Bob', 'scores': [70, 95, 80]}]}
for s in data['students']:
    avg = sum(s['scores']) / len(s['scores'])
    print(f"{s['name']:<5}{avg:6.2f}")
matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [list(row) for row in zip(*matrix)]
print(transposed, [sum(r) for r in matrix], [[r[i] for r in matrix] for i in range(3)])
flat = [x for row in matrix for x in row]
print(flat, sorted(flat, reverse=True)[:2])
inventory = {}
for item in ['a', 'b', 'a', 'c', 'a']:
    inventory[item] = inventory.get(item, 0) + 1
print(inventory, max(inventory, key=inventory.get))
