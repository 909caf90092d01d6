# queue: FIFO, LIFO and priority queues in a single-threaded simulation.
import queue

q = queue.Queue()
for job in ["load", "clean", "train"]:
    q.put(job)
print(q.qsize(), q.empty(), q.full())
while not q.empty():
    print(q.get())
try:
    q.get_nowait()
except queue.Empty as e:
    print("Empty", repr(str(e)))
try:
    q.get(timeout=0.01)
except queue.Empty:
    print("Empty after timeout")

lq = queue.LifoQueue()
for i in range(3):
    lq.put(i)
print([lq.get() for _ in range(3)])

pq = queue.PriorityQueue()
for item in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
    pq.put(item)
while not pq.empty():
    print(pq.get_nowait())

small = queue.Queue(maxsize=2)
small.put(1)
small.put_nowait(2)
print(small.full(), small.qsize(), small.maxsize)
try:
    small.put_nowait(3)
except queue.Full:
    print("Full")
try:
    small.put(3, block=False)
except queue.Full:
    print("Full again")
print(small.get(), small.unfinished_tasks)
small.task_done()
small.task_done()
try:
    small.task_done()
except ValueError as e:
    print("ValueError", e)
small.get()
small.join()
sq = queue.SimpleQueue()
sq.put("a")
print(sq.qsize(), sq.get(), sq.empty())
print(issubclass(queue.Empty, Exception), issubclass(queue.LifoQueue, queue.Queue))
