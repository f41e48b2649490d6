"""The child process the benchmarks time: ``bridgebook`` with the given command line,
writing at exit its own peak resident size in KiB (VmHWM: its own since exec, not
the forking parent's) to the file named last on the command line.

    subprocess.run([sys.executable, "-c", CHILD, "check", "x.pbn", "x.peak"])
"""

from __future__ import annotations

from pathlib import Path

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


def compiled(tree: Path) -> None:
    """Compile the ``bridgebook`` package of ``tree`` to bytecode, as installing it
    does: endplay, installed, starts from its compiled modules, and where Python is
    told not to write bytecode (``PYTHONDONTWRITEBYTECODE``) bridgebook's source
    tree would otherwise be compiled again in every process timed."""
    import compileall

    compileall.compile_dir(str(tree / "bridgebook"), quiet=1)
