# platform: what an environment-check cell prints.
import platform
import sys

print(platform.system(), platform.machine(), platform.architecture()[1], platform.python_implementation())
print(platform.python_version() == "%d.%d.%d" % sys.version_info[:3], platform.python_version_tuple()[0], len(platform.python_version_tuple()))
u = platform.uname()
print(u.system, u.machine, u.node == platform.node(), u.release == platform.release(), type(u).__name__)
print(platform.release() == open("/proc/sys/kernel/osrelease").read().strip(), len(platform.node()) > 0)
