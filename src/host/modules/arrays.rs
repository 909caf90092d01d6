//! `array`: the typed `array.array` sequence, written in Python and run on first import. Items
//! are kept as a list of Python values checked (and, for 'f', rounded to single precision) as
//! they enter, so indexing, repr, tolist and comparisons answer as CPython's; tobytes/frombytes
//! go through `struct` with native sizes. The buffer protocol (memoryview, np.frombuffer of an
//! array) and buffer_info() are not provided: buffer_info raises NotImplementedError. Touches
//! nothing else.

pub const ARRAY: &str = r#"
import _cudalab_codecs
import struct as _struct

typecodes = "bBuhHiIlLqQfd"
_SIZES = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}
_LIMITS = {
    "b": (-128, 127, "signed char is less than minimum", "signed char is greater than maximum"),
    "B": (0, 255, "unsigned byte integer is less than minimum", "unsigned byte integer is greater than maximum"),
    "h": (-32768, 32767, "signed short integer is less than minimum", "signed short integer is greater than maximum"),
    "H": (0, 65535, "unsigned short is less than minimum", "unsigned short is greater than maximum"),
    "i": (-2147483648, 2147483647, "signed integer is less than minimum", "signed integer is greater than maximum"),
    "I": (0, 4294967295, "unsigned int is less than minimum", "unsigned int is greater than maximum"),
    "l": (-9223372036854775808, 9223372036854775807, "Python int too large to convert to C long", "Python int too large to convert to C long"),
    "L": (0, 18446744073709551615, "unsigned long is less than minimum", "Python int too large to convert to C unsigned long"),
    "q": (-9223372036854775808, 9223372036854775807, "Python int too large to convert to C long", "Python int too large to convert to C long"),
    "Q": (0, 18446744073709551615, "unsigned long long is less than minimum", "Python int too large to convert to C unsigned long"),
}

def _concat(parts):
    # bytes.join, which cudalab's bytes does not have.
    return _cudalab_codecs.concat(list(parts))

def _check(tc, v):
    if tc in "fd":
        if isinstance(v, (int, float)):
            x = float(v)
        elif hasattr(v, "__float__"):
            x = float(v)
        else:
            raise TypeError("must be real number, not %s" % type(v).__name__)
        if tc == "f":
            x = _struct.unpack("f", _struct.pack("f", x))[0]
        return x
    if tc == "u":
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    if isinstance(v, float) or not (isinstance(v, int) or hasattr(v, "__index__")):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    v = int(v) if isinstance(v, int) else v.__index__()
    lo, hi, below, above = _LIMITS[tc]
    if v < lo:
        raise OverflowError(below)
    if v > hi:
        raise OverflowError(above)
    return v

class array:
    """array(typecode [, initializer]) -> array"""

    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError("array() argument 1 must be a unicode character, not %s" % type(typecode).__name__)
        if typecode not in _SIZES:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self._tc = typecode
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, str) and typecode != "u":
            raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
        if type(initializer).__name__ == "bytes":
            self.frombytes(initializer)
            return
        if isinstance(initializer, array) and initializer._tc != typecode and (initializer._tc == "u" or typecode == "u"):
            raise TypeError("cannot use a unicode array to initialize an array with typecode '%s'" % typecode)
        self.extend(initializer)

    @property
    def typecode(self):
        return self._tc

    @property
    def itemsize(self):
        return _SIZES[self._tc]

    def append(self, v):
        """Append new value v to the end of the array."""
        self._items.append(_check(self._tc, v))

    def extend(self, iterable):
        """Append items to the end of the array."""
        if isinstance(iterable, array):
            if iterable._tc != self._tc:
                raise TypeError("can only extend with array of same kind")
            self._items.extend(iterable._items)
            return
        self._items.extend([_check(self._tc, v) for v in iterable])

    def fromlist(self, lst):
        """Append items to array from list."""
        if not isinstance(lst, list):
            raise TypeError("arg must be list")
        self._items.extend([_check(self._tc, v) for v in lst])

    def insert(self, i, v):
        """Insert a new item v into the array before position i."""
        self._items.insert(i, _check(self._tc, v))

    def pop(self, i=-1):
        """Return the i-th element and delete it from the array."""
        if not self._items:
            raise IndexError("pop from empty array")
        if i >= len(self._items) or i < -len(self._items):
            raise IndexError("pop index out of range")
        return self._items.pop(i)

    def remove(self, v):
        """Remove the first occurrence of v in the array."""
        for k, x in enumerate(self._items):
            if x == v:
                del self._items[k]
                return
        raise ValueError("array.remove(x): x not in array")

    def index(self, v, start=0, stop=None):
        """Return index of first occurrence of v in the array."""
        n = len(self._items)
        stop = n if stop is None else stop
        if start < 0:
            start = max(0, start + n)
        if stop < 0:
            stop = max(0, stop + n)
        for k in range(start, min(stop, n)):
            if self._items[k] == v:
                return k
        raise ValueError("array.index(x): x not in array")

    def count(self, v):
        """Return number of occurrences of v in the array."""
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        """Reverse the order of the items in the array."""
        self._items.reverse()

    def tolist(self):
        """Convert array to an ordinary list with the same items."""
        return list(self._items)

    def tobytes(self):
        """Convert the array to an array of machine values and return the bytes representation."""
        if self._tc == "u":
            return bytes([(ord(ch) >> (8 * k)) & 255 for ch in self._items for k in range(4)])
        return _struct.pack("%d%s" % (len(self._items), self._tc), *self._items)

    def frombytes(self, data):
        """Appends items from the bytes object, interpreting it as an array of machine values."""
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        if len(data) % self.itemsize:
            raise ValueError("bytes length not a multiple of item size")
        if self._tc == "u":
            raise NotImplementedError("array: frombytes() of a 'u' array is not supported by cudalab")
        self._items.extend(_struct.unpack("%d%s" % (len(data) // self.itemsize, self._tc), data))

    def tounicode(self):
        if self._tc != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._items)

    def fromunicode(self, s):
        if self._tc != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._items.extend(s)

    def byteswap(self):
        """Byteswap all items of the array."""
        if self._tc == "u":
            raise NotImplementedError("array: byteswap() of a 'u' array is not supported by cudalab")
        raw = self.tobytes()
        n = self.itemsize
        swapped = _concat(raw[k:k + n][::-1] for k in range(0, len(raw), n))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        raise NotImplementedError("array.buffer_info() is not supported by cudalab (arrays have no machine buffer here)")

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(list(self._items))

    def __contains__(self, v):
        return v in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            a = array(self._tc)
            a._items = self._items[i]
            return a
        if not isinstance(i, int):
            raise TypeError("array indices must be integers")
        if i >= len(self._items) or i < -len(self._items):
            raise IndexError("array index out of range")
        return self._items[i]

    def __setitem__(self, i, v):
        if isinstance(i, slice):
            if not isinstance(v, array):
                raise TypeError("can only assign array (not \"%s\") to array slice" % type(v).__name__)
            if v._tc != self._tc:
                raise TypeError("bad argument type for built-in operation")
            self._items[i] = list(v._items)
            return
        if not isinstance(i, int):
            raise TypeError("array indices must be integers")
        if i >= len(self._items) or i < -len(self._items):
            raise IndexError("array assignment index out of range")
        self._items[i] = _check(self._tc, v)

    def __delitem__(self, i):
        if isinstance(i, int) and (i >= len(self._items) or i < -len(self._items)):
            raise IndexError("array assignment index out of range")
        del self._items[i]

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only append array (not \"%s\") to array" % type(other).__name__)
        if other._tc != self._tc:
            raise TypeError("bad argument type for built-in operation")
        a = array(self._tc)
        a._items = self._items + other._items
        return a

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only extend array with array (not \"%s\")" % type(other).__name__)
        self.extend(other)
        return self

    def __mul__(self, n):
        a = array(self._tc)
        a._items = self._items * n
        return a

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= n
        return self

    def _cmp_items(self, other):
        if not isinstance(other, array):
            return None
        return other._items

    def __eq__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items == o

    def __ne__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items != o

    def __lt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items < o

    def __le__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items <= o

    def __gt__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items > o

    def __ge__(self, other):
        o = self._cmp_items(other)
        return NotImplemented if o is None else self._items >= o

    __hash__ = None

    def __repr__(self):
        if not self._items:
            return "array('%s')" % self._tc
        if self._tc == "u":
            return "array('u', %r)" % "".join(self._items)
        return "array('%s', %r)" % (self._tc, self._items)

    def __copy__(self):
        a = array(self._tc)
        a._items = list(self._items)
        return a

    def __deepcopy__(self, memo):
        return self.__copy__()

    def __reduce__(self):
        raise NotImplementedError("array: pickling is not supported by cudalab")

ArrayType = array
"#;
