# Enum/IntEnum/auto driving a small state machine, with generators and match on values.
from enum import Enum, IntEnum, auto
from collections import Counter


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 5
    HIGH = 10


TRANSITIONS = {
    (State.IDLE, "start"): State.RUNNING,
    (State.RUNNING, "pause"): State.PAUSED,
    (State.PAUSED, "resume"): State.RUNNING,
    (State.RUNNING, "finish"): State.DONE,
}


class Machine:
    def __init__(self):
        self.state = State.IDLE
        self.history = [self.state]

    def fire(self, event):
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise ValueError(f"bad event {event!r} in {self.state.name}")
        self.state = TRANSITIONS[key]
        self.history.append(self.state)
        return self.state


def drive(machine):
    """Coroutine: receives events, yields resulting state names."""
    result = None
    while True:
        event = yield result
        if event is None:
            return len(machine.history)
        try:
            result = machine.fire(event).name
        except ValueError as e:
            result = f"error: {e}"


m = Machine()
co = drive(m)
print(next(co))
for ev in ["start", "pause", "finish", "resume", "finish"]:
    print(ev, "->", co.send(ev))
try:
    co.send(None)
except StopIteration as e:
    print("steps:", e.value)
print([s.name for s in m.history])
print(Counter(s.name for s in m.history).most_common(2))
print(list(State), State(2), State["DONE"], State.DONE.value)
print(repr(State.PAUSED), str(Priority.HIGH), repr(Priority.LOW))
print(Priority.HIGH > Priority.MEDIUM, Priority.LOW + 1, Priority(5).name)
print(sorted([Priority.HIGH, Priority.LOW, Priority.MEDIUM]))
print(f"{Priority.HIGH:>5}|{Priority.LOW:03d}|{State.IDLE.name:^9}|")
tasks = [("write", Priority.LOW), ("test", Priority.HIGH), ("ship", Priority.MEDIUM)]
for name, pr in sorted(tasks, key=lambda t: -t[1]):
    print(f"{name:6} {pr.name:6} {int(pr)}")
print(State.IDLE in State, len(State))
try:
    State(99)
except ValueError as e:
    print(type(e).__name__, e)
try:
    State["NOPE"]
except KeyError as e:
    print(type(e).__name__, e)
try:
    State.IDLE < State.DONE
except TypeError as e:
    print(type(e).__name__, e)
print({s: s.value * 10 for s in State}[State.PAUSED])
