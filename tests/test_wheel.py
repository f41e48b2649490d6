"""The wheel works on its own: built, installed in a fresh environment, run.

This catches what the tests of the checkout cannot: a grammar or template left
out of the wheel, a module found only because the checkout is on the path. The
wheel's dependencies come from the package index; the build takes some tens of
seconds, most of it installing them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from notation_deals import HANDS_1905

ROOT = Path(__file__).resolve().parent.parent
BIN = "Scripts" if os.name == "nt" else "bin"

# Deal 7 of docs/notation.md: a whole deal, the make, three tricks and a claim.
CLEAN_DEAL = """\
deal 7: A whole deal with the play in order
laws: laws-1905
""" + HANDS_1905 + """\
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 S2
3. Z: SK S8 S4 C3
claim: Z the rest
result: the dealer wins thirteen tricks; grand slam
"""

# Deal 1 of docs/notation.md with the three of spades lost in transcription:
# a hand of twelve cards (D002) on line 3.
TWELVE_CARDS = """\
deal 1: The no-trump hand of the 1897 hints
laws: whist-club-1897
Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6
"""


@dataclass(frozen=True)
class Installed:
    venv: Path
    work: Path  # a folder outside the checkout to run in

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        env["PYTHONIOENCODING"] = "utf-8"
        return subprocess.run(
            [str(self.venv / BIN / args[0]), *args[1:]],
            cwd=self.work,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
        )


def _run(*args: str | Path, cwd: Path | None = None) -> None:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, f"{' '.join(map(str, args))} failed:\n{done.stdout}{done.stderr}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    # Build from a copy so the build leaves nothing in the checkout.
    source = base / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "_data", "*.egg-info")
    for folder in ("bridgebook", "grammars", "templates"):
        if (ROOT / folder).is_dir():
            shutil.copytree(ROOT / folder, source / folder, ignore=ignore)
    dist = base / "dist"
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", dist, source)
    wheels = list(dist.glob("bridgebook-*.whl"))
    assert len(wheels) == 1, f"expected one wheel, found {wheels}"

    venv = base / "venv"
    _run(sys.executable, "-m", "venv", venv)
    _run(venv / BIN / "python", "-m", "pip", "install", "--quiet", wheels[0])
    work = base / "work"
    work.mkdir()
    return Installed(venv, work)


def test_installed_package_carries_the_grammar(installed: Installed) -> None:
    done = installed.run(
        "python",
        "-c",
        "import pathlib, bridgebook.model as m; print(pathlib.Path(m.__file__).parent.parent)",
    )
    assert done.returncode == 0, done.stderr
    package = Path(done.stdout.strip())
    assert package.is_relative_to(installed.venv), f"bridgebook imported from {package}"
    assert (package / "_data" / "grammars" / "hand.lark").is_file()
    assert (package / "py.typed").is_file()

    # The resources module finds the grammar inside the package, not in a checkout.
    probe = "from bridgebook.resources import grammar_path; print(grammar_path('hand.lark'))"
    done = installed.run("python", "-c", probe)
    assert done.returncode == 0, done.stderr
    found = Path(done.stdout.strip())
    assert found.is_file(), f"grammar_path gave {done.stdout!r}"
    assert found.resolve() == (package / "_data" / "grammars" / "hand.lark").resolve()


def test_installed_check_of_a_clean_deal(installed: Installed) -> None:
    (installed.work / "clean.hand").write_text(CLEAN_DEAL, encoding="utf-8")
    done = installed.run("bridgebook", "check", "clean.hand")
    assert done.returncode == 0, f"exit {done.returncode}:\n{done.stdout}{done.stderr}"
    assert "Traceback" not in done.stderr


def test_installed_check_reports_an_error(installed: Installed) -> None:
    (installed.work / "twelve.hand").write_text(TWELVE_CARDS, encoding="utf-8")
    done = installed.run("bridgebook", "check", "twelve.hand")
    output = done.stdout + done.stderr
    assert done.returncode == 1, f"exit {done.returncode}:\n{output}"
    assert "Traceback" not in output
    assert re.search(r"^twelve\.hand:3:\d+: D002\b", output, re.MULTILINE), output


def test_installed_module_entry_point(installed: Installed) -> None:
    done = installed.run("python", "-m", "bridgebook", "check", "--help")
    assert done.returncode == 0, done.stderr


def test_installed_render_finds_its_templates(installed: Installed) -> None:
    (installed.work / "clean.hand").write_text(CLEAN_DEAL, encoding="utf-8")
    done = installed.run("bridgebook", "render", "clean.hand", "-o", "clean.html")
    assert done.returncode == 0, f"exit {done.returncode}:\n{done.stdout}{done.stderr}"
    html = (installed.work / "clean.html").read_text(encoding="utf-8")
    assert '<figure class="deal' in html and "step through the play" in html
