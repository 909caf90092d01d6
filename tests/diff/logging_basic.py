# logging as course notebooks set it up; records routed to stdout so the output can be compared.
import logging
import sys

logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s", stream=sys.stdout)
logging.debug("hidden")
logging.info("loaded %d rows from %s", 120, "data.csv")
logging.warning("watch out")
log = logging.getLogger("train")
log.info("epoch %d loss %.4f", 1, 0.123456)
log.debug("not shown: root level is INFO")
log.setLevel(logging.DEBUG)
log.debug("now shown")
log.error("failed: %s", {"code": 3})
log.critical("stop")
log.log(25, "custom level %s", "twenty-five")
print(log.level, log.getEffectiveLevel(), logging.getLogger().level, log.isEnabledFor(logging.DEBUG), log.name)
print(logging.getLevelName(10), logging.getLevelName(35), logging.getLevelName("ERROR"), logging.WARNING, logging.CRITICAL, logging.NOTSET)
print(logging.getLogger("train") is log, logging.getLogger() is logging.root, repr(log), repr(logging.getLogger()))

child = logging.getLogger("train.data")
print(child.parent.name, child.getEffectiveLevel(), repr(child))
child.info("from the child")
child.propagate = False
child.warning("no handler reached: goes to the last resort on stderr")

fmt_log = logging.getLogger("fmt")
fmt_log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[%(levelname)-8s] %(name)s | %(message)s"))
fmt_log.addHandler(h)
fmt_log.warning("aligned")
h.setFormatter(logging.Formatter("{levelname} {name}: {message}", style="{"))
fmt_log.error("brace style %s", "works")
h.setLevel(logging.ERROR)
fmt_log.warning("filtered by the handler level")
fmt_log.error("passes the handler")
print(fmt_log.handlers == [h], fmt_log.hasHandlers(), h.level)

class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 0

h.setLevel(logging.NOTSET)
h.setFormatter(logging.Formatter("%(message)s"))
fmt_log.addFilter(OnlyEven())
for i in range(4):
    fmt_log.warning("n=%d", i)

record = logging.LogRecord("r", logging.INFO, "", 0, "x=%s y=%s", ("a", "b"), None)
print(record.getMessage(), record.levelname, record.levelno, record.name)
print(logging.Formatter("%(levelname)s|%(message)s").format(record))

for bad in ["LOUD", 1.5]:
    try:
        log.setLevel(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
logging.disable(logging.CRITICAL)
log.critical("disabled")
logging.disable(logging.NOTSET)
log.info("enabled again")
