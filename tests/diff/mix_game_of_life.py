# Conway's Game of Life on a set of (row, col) cells, using Counter, product and generators.
from collections import Counter
from itertools import product, islice


def neighbors(cell):
    r, c = cell
    for dr, dc in product((-1, 0, 1), repeat=2):
        if dr or dc:
            yield r + dr, c + dc


def step(live):
    counts = Counter(n for cell in live for n in neighbors(cell))
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def generations(live):
    while True:
        yield live
        live = step(live)


def render(live, rows, cols):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(cols)) for r in range(rows))


def parse(pattern):
    return {(r, c) for r, line in enumerate(pattern.strip().splitlines())
            for c, ch in enumerate(line) if ch == "#"}


glider = parse("""
.#.
..#
###
""")
for i, gen in enumerate(islice(generations(glider), 5)):
    print(f"gen {i}: {len(gen)} cells {sorted(gen)}")
print(render(list(islice(generations(glider), 4, 5))[0], 5, 6))
blinker = parse("###")
b1 = step(blinker)
print(sorted(b1), step(b1) == blinker)
block = parse("##\n##")
print(step(block) == block, min(block), max(block))
rpent = parse(".##\n##.\n.#.")
sizes = [len(g) for g in islice(generations(rpent), 0, 30, 3)]
print(sizes)
history = []
for g in generations(parse("#.#\n.#.\n#.#")):
    key = tuple(sorted(g))
    if key in history or not g:
        print("stable/cycle after", len(history), "steps; size", len(g))
        break
    history.append(key)
bbox = lambda cells: (min(r for r, _ in cells), min(c for _, c in cells),
                      max(r for r, _ in cells), max(c for _, c in cells))
print(bbox(glider), bbox(list(islice(generations(glider), 8, 9))[0]))
