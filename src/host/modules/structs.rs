//! `struct`, written in Python and run on first import: pack/unpack/calcsize/iter_unpack/
//! unpack_from and `Struct` for the formats x c b B ? h H i I l L q Q n N e f d s P with byte
//! orders @ = < > ! and native sizes and alignment as on x86-64 Linux. Floats go through
//! `_cudalab_codecs` (IEEE 754 bits); `p` and `pack_into` (which needs a writable buffer, not in
//! cudalab) raise NotImplementedError naming themselves. Touches nothing else.

pub const STRUCT: &str = r#"
import _cudalab_codecs

class error(Exception):
    pass

_NATIVE_SIZES = {"x": 1, "c": 1, "b": 1, "B": 1, "?": 1, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "n": 8, "N": 8, "e": 2, "f": 4, "d": 8, "s": 1, "p": 1, "P": 8}
_STD_SIZES = {"x": 1, "c": 1, "b": 1, "B": 1, "?": 1, "h": 2, "H": 2, "i": 4, "I": 4, "l": 4, "L": 4, "q": 8, "Q": 8, "e": 2, "f": 4, "d": 8, "s": 1, "p": 1}
_SIGNED = "bhilqn"
_UNSIGNED = "BHILQNP"
_NATIVE_NAMES = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}
_cache = {}

def _compile(fmt):
    # (little_endian, [(code, count, offset)], size) of a format string.
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    if not isinstance(fmt, str):
        raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(fmt).__name__)
    got = _cache.get(fmt)
    if got is not None:
        return got
    native = True
    little = True
    i = 0
    if fmt[:1] in ("@", "=", "<", ">", "!"):
        native = fmt[0] == "@"
        little = fmt[0] in ("@", "=", "<")
        i = 1
    sizes = _NATIVE_SIZES if native else _STD_SIZES
    items = []
    offset = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c.isspace():
            i += 1
            continue
        count = None
        if c.isdigit():
            j = i
            while j < n and fmt[j].isdigit():
                j += 1
            count = int(fmt[i:j])
            if j >= n:
                raise error("repeat count given without format specifier")
            i = j
            c = fmt[i]
        if c not in sizes:
            raise error("bad char in struct format")
        if c == "p":
            raise NotImplementedError("struct: the 'p' (Pascal string) format is not supported by cudalab")
        size = sizes[c]
        if count is None:
            count = 1
        if native and c not in "xcs?bB":
            offset = (offset + size - 1) // size * size
        items.append((c, count, offset))
        offset += size * count
        i += 1
    compiled = (little, items, offset)
    _cache[fmt] = compiled
    return compiled

def _concat(parts):
    # bytes.join, which cudalab's bytes does not have.
    return _cudalab_codecs.concat(list(parts))

def calcsize(format):
    """Return size in bytes of the struct described by the format string."""
    return _compile(format)[2]

def _index(v):
    if type(v) is int or type(v) is bool:
        return int(v)
    if hasattr(v, "__index__"):
        return v.__index__()
    raise error("required argument is not an integer")

def _range_message(c, native, lo, hi):
    if native and c in _NATIVE_NAMES:
        return "%s format requires %d <= number <= %d" % (_NATIVE_NAMES[c], lo, hi)
    if native and c in "lLqQnNP":
        return "argument out of range"
    return "'%s' format requires %d <= number <= %d" % (c, lo, hi)

def _pack_int(c, v, size, little, native):
    v = _index(v)
    bits = 8 * size
    if c in _SIGNED:
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    else:
        lo, hi = 0, (1 << bits) - 1
    if v < lo or v > hi:
        raise error(_range_message(c, native, lo, hi))
    v &= (1 << bits) - 1
    out = [(v >> (8 * k)) & 255 for k in range(size)]
    if not little:
        out.reverse()
    return bytes(out)

def _unpack_int(c, data, little):
    v = 0
    seq = reversed(data) if little else data
    for b in seq:
        v = (v << 8) | b
    if c in _SIGNED and v >= 1 << (8 * len(data) - 1):
        v -= 1 << (8 * len(data))
    return v

def _pack_items(fmt, args):
    little, items, size = _compile(fmt)
    native = not (fmt[:1] in ("=", "<", ">", "!") if isinstance(fmt, str) else fmt[:1] in (b"=", b"<", b">", b"!"))
    wanted = sum(1 if c in "sp" else (0 if c == "x" else n) for c, n, _ in items)
    if len(args) != wanted:
        raise error("pack expected %d items for packing (got %d)" % (wanted, len(args)))
    out = []
    pos = 0
    k = 0
    sizes = _NATIVE_SIZES if native else _STD_SIZES
    for c, count, offset in items:
        if offset > pos:
            out.append(bytes(offset - pos))
            pos = offset
        if c == "x":
            out.append(bytes(count))
            pos += count
            continue
        if c == "s":
            v = args[k]
            k += 1
            if type(v).__name__ != "bytes":
                raise error("argument for 's' must be a bytes object")
            v = v[:count]
            out.append(v + bytes(count - len(v)))
            pos += count
            continue
        size = sizes[c]
        for _ in range(count):
            v = args[k]
            k += 1
            if c == "c":
                if type(v).__name__ != "bytes" or len(v) != 1:
                    raise error("char format requires a bytes object of length 1")
                out.append(v)
            elif c == "?":
                out.append(bytes([1 if v else 0]))
            elif c in "efd":
                if not isinstance(v, (int, float)) and not hasattr(v, "__float__"):
                    raise error("required argument is not a float")
                out.append(_cudalab_codecs.pack_float(float(v), size, little))
            else:
                out.append(_pack_int(c, v, size, little, native))
            pos += size
    return _concat(out)

def pack(format, *args):
    """Return a bytes object containing the values v1, v2, ... packed according to the format string."""
    return _pack_items(format, args)

def _buffer(buffer):
    if type(buffer).__name__ != "bytes":
        raise TypeError("a bytes-like object is required, not '%s'" % type(buffer).__name__)
    return buffer

def _unpack_at(fmt, data, start):
    little, items, size = _compile(fmt)
    native = not (fmt[:1] in ("=", "<", ">", "!") if isinstance(fmt, str) else fmt[:1] in (b"=", b"<", b">", b"!"))
    sizes = _NATIVE_SIZES if native else _STD_SIZES
    result = []
    for c, count, offset in items:
        at = start + offset
        if c == "x":
            continue
        if c == "s":
            result.append(data[at:at + count])
            continue
        size = sizes[c]
        for j in range(count):
            chunk = data[at + j * size:at + (j + 1) * size]
            if c == "c":
                result.append(chunk)
            elif c == "?":
                result.append(chunk[0] != 0)
            elif c in "efd":
                result.append(_cudalab_codecs.unpack_float(chunk, little))
            else:
                result.append(_unpack_int(c, chunk, little))
    return tuple(result)

def unpack(format, buffer):
    """Return a tuple containing values unpacked according to the format string."""
    data = _buffer(buffer)
    size = calcsize(format)
    if len(data) != size:
        raise error("unpack requires a buffer of %d bytes" % size)
    return _unpack_at(format, data, 0)

def unpack_from(format, buffer, offset=0):
    """Return a tuple containing values unpacked according to the format string, from offset."""
    data = _buffer(buffer)
    size = calcsize(format)
    if offset < 0:
        if offset + len(data) < 0:
            raise error("offset %d out of range for %d-byte buffer" % (offset, len(data)))
        offset += len(data)
    if len(data) - offset < size:
        raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d (actual buffer size is %d)" % (size + offset, size, offset, len(data)))
    return _unpack_at(format, data, offset)

def iter_unpack(format, buffer):
    """Return an iterator yielding tuples unpacked from the given bytes."""
    data = _buffer(buffer)
    size = calcsize(format)
    if size == 0:
        raise error("cannot iteratively unpack with a struct of length 0")
    if len(data) % size:
        raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % size)
    return iter([_unpack_at(format, data, k) for k in range(0, len(data), size)])

def pack_into(*args, **kwargs):
    raise NotImplementedError("struct.pack_into() is not supported by cudalab (it needs a writable buffer)")

class Struct:
    """Struct(format): a compiled struct object."""
    def __init__(self, format):
        _compile(format)
        self.format = format if isinstance(format, str) else format.decode("ascii")
        self.size = calcsize(format)

    def pack(self, *args):
        return _pack_items(self.format, args)

    def unpack(self, buffer):
        return unpack(self.format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self.format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)

    def pack_into(self, *args):
        pack_into()

    def __repr__(self):
        return "Struct(%r)" % self.format
"#;
