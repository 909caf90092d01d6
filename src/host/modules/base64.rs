//! `base64` (and the `binascii.Error` it raises), written in Python and run on first import:
//! standard, URL-safe, base32 and base16 encodings with binascii's lenient decoding (characters
//! outside the alphabet skipped unless `validate=True`, padding checked). Ascii85/Base85 raise
//! NotImplementedError naming themselves. Touches nothing else.

pub const BASE64: &str = r#"
import _cudalab_codecs
class Error(ValueError):
    pass

class Incomplete(Exception):
    pass

_STD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_STD_INDEX = {ord(c): i for i, c in enumerate(_STD)}
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

def _concat(parts):
    # bytes.join, which cudalab's bytes does not have.
    return _cudalab_codecs.concat(list(parts))

def _bytes_like(s, fname="argument"):
    if type(s).__name__ == "bytes":
        return s
    if isinstance(s, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)

def _decodable(s):
    if isinstance(s, str):
        try:
            return s.encode("ascii")
        except UnicodeEncodeError:
            raise ValueError("string argument should contain only ASCII characters")
    if type(s).__name__ == "bytes":
        return s
    raise TypeError("argument should be a bytes-like object or ASCII string, not '%s'" % type(s).__name__)

def _translate(data, frm, to):
    table = {frm[i]: to[i] for i in range(len(frm))}
    return bytes([table.get(b, b) for b in data])

def b64encode(s, altchars=None):
    """Encode the bytes-like object s using Base64 and return a bytes object."""
    data = _bytes_like(s)
    out = []
    for i in range(0, len(data) - len(data) % 3, 3):
        n = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out.append(_STD[n >> 18] + _STD[(n >> 12) & 63] + _STD[(n >> 6) & 63] + _STD[n & 63])
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out.append(_STD[n >> 18] + _STD[(n >> 12) & 63] + "==")
    elif rest == 2:
        n = (data[-2] << 16) | (data[-1] << 8)
        out.append(_STD[n >> 18] + _STD[(n >> 12) & 63] + _STD[(n >> 6) & 63] + "=")
    encoded = "".join(out).encode("ascii")
    if altchars is not None:
        alt = _bytes_like(altchars)
        if len(alt) != 2:
            raise AssertionError(repr(altchars))
        encoded = _translate(encoded, b"+/", alt)
    return encoded

def b64decode(s, altchars=None, validate=False):
    """Decode the Base64 encoded bytes-like object or ASCII string s."""
    data = _decodable(s)
    if altchars is not None:
        alt = _decodable(altchars)
        if len(alt) != 2:
            raise AssertionError(repr(altchars))
        data = _translate(data, alt, b"+/")
    if validate:
        end = len(data)
        while end > 0 and data[end - 1] == 61:
            end -= 1
        pads = len(data) - end
        if pads > 2 or any(b not in _STD_INDEX for b in data[:end]):
            raise Error("Only base64 data is allowed")
    out = []
    acc = 0
    quad = 0
    pads = 0
    count = 0
    for b in data:
        if b == 61:
            pads += 1
            if quad >= 2 and quad + pads >= 4:
                quad = 0
                break
            continue
        v = _STD_INDEX.get(b)
        if v is None:
            continue
        pads = 0
        count += 1
        acc = (acc << 6) | v
        quad += 1
        if quad == 2:
            out.append(acc >> 4)
            acc &= 15
        elif quad == 3:
            out.append(acc >> 2)
            acc &= 3
        elif quad == 4:
            out.append(acc)
            acc = 0
            quad = 0
    if quad != 0:
        if quad == 1:
            raise Error("Invalid base64-encoded string: number of data characters (%d) cannot be 1 more than a multiple of 4" % count)
        raise Error("Incorrect padding")
    return bytes(out)

def standard_b64encode(s):
    return b64encode(s)

def standard_b64decode(s):
    return b64decode(s)

def urlsafe_b64encode(s):
    """Encode bytes using the URL- and filesystem-safe Base64 alphabet."""
    return _translate(b64encode(s), b"+/", b"-_")

def urlsafe_b64decode(s):
    """Decode bytes using the URL- and filesystem-safe Base64 alphabet."""
    return b64decode(_translate(_decodable(s), b"-_", b"+/"))

def encodebytes(s):
    """Encode a bytestring into a bytes object containing multiple lines of base-64 data."""
    data = _bytes_like(s)
    lines = []
    for i in range(0, len(data), 57):
        lines.append(b64encode(data[i:i + 57]) + b"\n")
    return _concat(lines)

def decodebytes(s):
    """Decode a bytestring of base-64 data into a bytes object."""
    return b64decode(_bytes_like(s))

def b16encode(s):
    """Encode the bytes-like object s using Base16 and return a bytes object."""
    return _bytes_like(s).hex().upper().encode("ascii")

def b16decode(s, casefold=False):
    """Decode the Base16 encoded bytes-like object or ASCII string s."""
    data = _decodable(s)
    text = data.decode("ascii")
    if casefold:
        text = text.upper()
    for c in text:
        if c not in "0123456789ABCDEF":
            raise Error("Non-base16 digit found")
    if len(text) % 2:
        raise Error("Odd-length string")
    return bytes.fromhex(text)

def b32encode(s):
    """Encode the bytes-like object s using Base32 and return a bytes object."""
    data = _bytes_like(s)
    out = []
    for i in range(0, len(data), 5):
        chunk = data[i:i + 5]
        n = 0
        for b in chunk:
            n = (n << 8) | b
        n <<= 8 * (5 - len(chunk))
        chars = "".join(_B32[(n >> (35 - 5 * k)) & 31] for k in range(8))
        keep = {1: 2, 2: 4, 3: 5, 4: 7, 5: 8}[len(chunk)]
        out.append(chars[:keep] + "=" * (8 - keep))
    return "".join(out).encode("ascii")

def b32decode(s, casefold=False, map01=None):
    """Decode the base32 encoded bytes-like object or ASCII string s."""
    text = _decodable(s).decode("ascii")
    if map01 is not None:
        text = text.replace("0", "O").replace("1", _decodable(map01).decode("ascii"))
    if casefold:
        text = text.upper()
    if len(text) % 8:
        raise Error("Incorrect padding")
    body = text.rstrip("=")
    pads = len(text) - len(body)
    if pads not in (0, 1, 3, 4, 6):
        raise Error("Incorrect padding")
    out = []
    for i in range(0, len(text), 8):
        n = 0
        for c in text[i:i + 8]:
            if c == "=":
                n <<= 5
                continue
            v = _B32.find(c)
            if v < 0:
                raise Error("Non-base32 digit found")
            n = (n << 5) | v
        out.extend(((n >> (32 - 8 * k)) & 255) for k in range(5))
    drop = {0: 0, 1: 1, 3: 2, 4: 3, 6: 4}[pads]
    if drop:
        out = out[:-drop]
    return bytes(out)

def _missing(name):
    raise NotImplementedError("base64.%s is not supported by cudalab" % name)

def a85encode(*args, **kwargs):
    _missing("a85encode")

def a85decode(*args, **kwargs):
    _missing("a85decode")

def b85encode(*args, **kwargs):
    _missing("b85encode")

def b85decode(*args, **kwargs):
    _missing("b85decode")

def b32hexencode(*args, **kwargs):
    _missing("b32hexencode")

def b32hexdecode(*args, **kwargs):
    _missing("b32hexdecode")
"#;
