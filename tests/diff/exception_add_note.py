# add_note stores notes in __notes__.
e = ValueError("x")
print(hasattr(e, "__notes__"))
e.add_note("extra")
print(e.__notes__)
e.add_note("more")
print(e.__notes__)
try:
    e.add_note(5)
except Exception as err:
    print(type(err).__name__, err)
try:
    try:
        raise KeyError("k")
    except KeyError as k:
        k.add_note("caught once")
        raise
except KeyError as k2:
    print(k2.__notes__)
