# Seeded quiz generator: random.shuffle/sample/choice, textwrap formatting, enumerate/zip, dict scoring.
import random
import textwrap
from string import Template
from collections import OrderedDict, Counter

QUESTIONS = [
    ("What does the yield keyword turn a function into?", "a generator", ["a coroutine object", "a class", "a lambda"]),
    ("Which module provides lru_cache?", "functools", ["itertools", "operator", "collections"]),
    ("What does Counter.most_common(1) return?", "a list with one (item, count) pair", ["an int", "a dict", "a set"]),
    ("Which collection gives O(1) appends and pops at both ends of a long queue of items?", "deque",
     ["list", "tuple", "frozenset"]),
]

rng = random.Random(1234)
order = list(range(len(QUESTIONS)))
rng.shuffle(order)
answers_key = {}
for num, qi in enumerate(order, 1):
    q, right, wrong = QUESTIONS[qi]
    opts = [right] + rng.sample(wrong, 2)
    rng.shuffle(opts)
    print(textwrap.fill(f"{num}. {q}", width=44, subsequent_indent="   "))
    for letter, opt in zip("abc", opts):
        print(f"   ({letter}) {opt}")
    answers_key[num] = "abc"[opts.index(right)]
print(answers_key)
students = {name: {n: rng.choice("abc") for n in answers_key} for name in ("kim", "lee", "max")}
scores = {name: sum(ans[n] == answers_key[n] for n in ans) for name, ans in students.items()}
for name, sc in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{name:<4}{sc}/{len(answers_key)} {'+' * sc}{'-' * (len(answers_key) - sc)}")
print(Counter(a for ans in students.values() for a in ans.values()).most_common())
tpl = Template("Dear $name, you scored $score out of $total ($pct%).")
for name, sc in sorted(scores.items()):
    print(tpl.substitute(name=name.title(), score=sc, total=len(answers_key), pct=round(100 * sc / len(answers_key))))
print(tpl.safe_substitute(name="X"))
od = OrderedDict((k, 0) for k in "bca")
od.move_to_end("b")
od["c"] += 2
print(list(od.items()), od.popitem(last=False))
random.seed(42)
nums = random.sample(range(1, 50), 6)
print(sorted(nums), random.choice(nums) in nums, random.random() < 1)
letters = list("abcdef")
random.shuffle(letters)
print(letters, "".join(sorted(letters)))
print(textwrap.wrap("", 10), textwrap.fill("short", 3), textwrap.shorten("one two three four", 12))
try:
    tpl.substitute(name="x")
except KeyError as e:
    print(type(e).__name__, e)
try:
    random.sample([1, 2], 3)
except ValueError as e:
    print(type(e).__name__, e)
