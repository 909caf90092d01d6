//! `heapq` and `bisect`, written in Python and run on first import (`Interp::module_from_source`).
//! The heap operations use the same sift procedures as CPython's (a hole moved to a leaf by the
//! smaller child, then the new item sifted back up), so a heap list holds its items in the same
//! order as under CPython after any sequence of calls — course code prints those lists.

pub const HEAPQ: &str = r#"
def _check_list(fname, heap):
    if type(heap) is not list:
        raise TypeError(f"{fname}() argument 1 must be list, not {type(heap).__name__}")

def _sift_toward_root(heap, top, pos):
    item = heap[pos]
    while pos > top:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if item < parent:
            heap[pos] = parent
            pos = parent_pos
        else:
            break
    heap[pos] = item

def _sift_from(heap, pos):
    end = len(heap)
    top = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root(heap, top, pos)

def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    _check_list("heappush", heap)
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)

def heappop(heap):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _check_list("heappop", heap)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        smallest = heap[0]
        heap[0] = last
        _sift_from(heap, 0)
        return smallest
    return last

def heapreplace(heap, item):
    """Pop and return the smallest item, then push the new item."""
    _check_list("heapreplace", heap)
    if not heap:
        raise IndexError("index out of range")
    smallest = heap[0]
    heap[0] = item
    _sift_from(heap, 0)
    return smallest

def heappushpop(heap, item):
    """Push item on the heap, then pop and return the smallest item."""
    _check_list("heappushpop", heap)
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sift_from(heap, 0)
    return item

def heapify(x):
    """Transform list into a heap, in-place, in linear time."""
    _check_list("heapify", x)
    for i in reversed(range(len(x) // 2)):
        _sift_from(x, i)

def nsmallest(n, iterable, key=None):
    """The n smallest elements, as sorted(iterable, key=key)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]

def nlargest(n, iterable, key=None):
    """The n largest elements, as sorted(iterable, key=key, reverse=True)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]

def merge(*iterables, key=None, reverse=False):
    """Merge sorted inputs into one sorted stream; equal items keep the inputs' order."""
    its = [iter(it) for it in iterables]
    heads = []
    for order, it in enumerate(its):
        for value in it:
            heads.append([value, order])
            break
    while heads:
        best = 0
        for i in range(1, len(heads)):
            a = heads[i][0]
            b = heads[best][0]
            ka = a if key is None else key(a)
            kb = b if key is None else key(b)
            if (kb < ka) if reverse else (ka < kb):
                best = i
        value, order = heads[best]
        yield value
        advanced = False
        for nxt in its[order]:
            heads[best][0] = nxt
            advanced = True
            break
        if not advanced:
            heads.pop(best)
"#;

pub const BISECT: &str = r#"
def _bounds(a, lo, hi):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None:
        hi = len(a)
    return lo, hi

def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Index where to insert x in sorted a, left of any equal items."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if v < x:
            lo = mid + 1
        else:
            hi = mid
    return lo

def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Index where to insert x in sorted a, right of any equal items."""
    lo, hi = _bounds(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        v = a[mid] if key is None else key(a[mid])
        if x < v:
            hi = mid
        else:
            lo = mid + 1
    return lo

def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x in sorted a, left of any equal items."""
    a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key=key), x)

def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x in sorted a, right of any equal items."""
    a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key=key), x)

bisect = bisect_right
insort = insort_right
"#;
