//! `collections.ChainMap`, written in Python and run on the first import of `collections`
//! (`Interp::module_from_source`): lookups search the maps in order, writes and deletions go to
//! the first map, `new_child`/`parents`/`maps`, `len`/`iter`/`dict()` over the union of the keys
//! (the first map's value wins, iteration in the order of the last map first, as CPython's), the
//! `KeysView`/`ValuesView`/`ItemsView` views and CPython's repr and messages. Must not change
//! the other `collections` classes (`collections.rs`).

pub const CHAINMAP: &str = r#"
class _View:
    def __init__(self, mapping):
        self._mapping = mapping
    def __len__(self):
        return len(self._mapping)
    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"

class KeysView(_View):
    def __iter__(self):
        return iter(self._mapping)
    def __contains__(self, key):
        return key in self._mapping

class ValuesView(_View):
    def __iter__(self):
        m = self._mapping
        return iter([m[k] for k in m])
    def __contains__(self, value):
        m = self._mapping
        for k in m:
            v = m[k]
            if v is value or v == value:
                return True
        return False

class ItemsView(_View):
    def __iter__(self):
        m = self._mapping
        return iter([(k, m[k]) for k in m])
    def __contains__(self, item):
        key, value = item
        m = self._mapping
        if key not in m:
            return False
        v = m[key]
        return v is value or v == value

class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) if maps else [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        if key in self:
            return self[key]
        return default

    def _keys(self):
        seen = {}
        for m in self.maps[::-1]:
            for k in m:
                seen[k] = None
        return seen

    def __len__(self):
        return len(self._keys())

    def __iter__(self):
        return iter(list(self._keys()))

    def __contains__(self, key):
        for m in self.maps:
            if key in m:
                return True
        return False

    def __bool__(self):
        for m in self.maps:
            if m:
                return True
        return False

    def __repr__(self):
        inner = ", ".join([repr(m) for m in self.maps])
        return f"{type(self).__name__}({inner})"

    def __eq__(self, other):
        if isinstance(other, ChainMap):
            other = dict(other.items())
        return dict(self.items()) == other

    def keys(self):
        return KeysView(self)

    def values(self):
        return ValuesView(self)

    def items(self):
        return ItemsView(self)

    @classmethod
    def fromkeys(cls, iterable, value=None):
        return cls(dict.fromkeys(iterable, value))

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    def __copy__(self):
        return self.copy()

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        first = self.maps[0]
        if key not in first:
            raise KeyError(f"Key not found in the first mapping: {key!r}")
        del first[key]

    def popitem(self):
        first = self.maps[0]
        if not first:
            raise KeyError("No keys found in the first mapping.")
        return first.popitem()

    def pop(self, key, *default):
        first = self.maps[0]
        if key in first:
            return first.pop(key)
        if default:
            return default[0]
        raise KeyError(f"Key not found in the first mapping: {key!r}")

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), **kwargs):
        first = self.maps[0]
        first.update(other, **kwargs)
"#;
