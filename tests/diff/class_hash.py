class Key:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k

    def __hash__(self):
        return hash(self.k)


d = {Key(1): "one", Key(2): "two"}
print(d[Key(1)], Key(2) in d, len({Key(1), Key(1), Key(3)}))
print(hash(Key(5)) == hash(5))


class NoHash:
    def __eq__(self, other):
        return True


try:
    {NoHash(): 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash(NoHash())
except TypeError as e:
    print(type(e).__name__, e)
print(NoHash.__hash__)


class Ident:
    pass


i = Ident()
s = {i, i, Ident()}
print(len(s), i in s, hash(i) == hash(i))
