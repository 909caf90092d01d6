class EmptyError(Exception):
    pass


class Stack:
    def __init__(self, items=None):
        self._items = list(items) if items else []

    def push(self, x):
        self._items.append(x)
        return self

    def pop(self):
        if not self._items:
            raise EmptyError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        return self._items[-1] if self else None

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(reversed(self._items))

    def __repr__(self):
        return f"Stack({self._items})"

    def __eq__(self, other):
        return isinstance(other, Stack) and self._items == other._items


class Queue(Stack):
    def pop(self):
        if not self._items:
            raise EmptyError("pop from empty queue")
        return self._items.pop(0)

    def __iter__(self):
        return iter(self._items)

    def __repr__(self):
        return "Queue(" + ", ".join(map(str, self)) + ")"


s = Stack().push(1).push(2).push(3)
q = Queue([1, 2, 3])
print(s, q, len(s), list(s), list(q), s.peek(), Stack().peek())
print(s.pop(), q.pop(), s, q, s == Stack([1, 2]), s == q, s != Stack())
for c in (Stack(), Queue()):
    try:
        c.pop()
    except EmptyError as e:
        print(type(e).__name__, e)
print(bool(Stack()), bool(s), [len(x) for x in (s, q)])
