"""The child process the benchmarks time: ``bridgebook`` with the given command line,
writing at exit its own peak resident size in KiB (VmHWM: its own since exec, not
the forking parent's) to the file named last on the command line.

    subprocess.run([sys.executable, "-c", CHILD, "check", "x.pbn", "x.peak"])
"""

CHILD = """
import atexit, sys
report = sys.argv.pop()
def peak():
    with open("/proc/self/status") as status, open(report, "w") as out:
        out.write(next(l for l in status if l.startswith("VmHWM")).split()[1])
atexit.register(peak)
from bridgebook.cli import run
sys.argv[0] = "bridgebook"
run()
"""
