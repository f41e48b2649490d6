"""The documentation is tested: its examples read, its reference is current.

(a) every fenced ``hand`` block of docs/notation.md (and README.md) checks with
    no error; (b) docs/diagnostics.md is what scripts/gen_diagnostics_doc.py
    writes; (c) the doctests of every module of bridgebook pass.
"""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import io
import pkgutil
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import bridgebook
from bridgebook.diagnostics import Severity

ROOT = Path(__file__).resolve().parent.parent
DOCS_WITH_HANDS = [ROOT / "docs" / "notation.md", ROOT / "README.md"]
FENCE = re.compile(r"^(?P<fence>```+|~~~+)[ \t]*hand[ \t]*$")


@dataclass(frozen=True)
class HandBlock:
    path: Path
    line: int  # line of the file where the block's first line stands
    text: str

    @property
    def name(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def hand_blocks(path: Path) -> list[HandBlock]:
    """The fenced ``hand`` blocks of a Markdown file.

    >>> [b.text for b in hand_blocks_of(Path("x.md"), "a\\n```hand\\nZ: S—A\\n```\\n")]
    ['Z: S—A\\n']
    """
    if not path.exists():
        return []
    return hand_blocks_of(path, path.read_text(encoding="utf-8"))


def hand_blocks_of(path: Path, text: str) -> list[HandBlock]:
    blocks: list[HandBlock] = []
    lines = text.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i].rstrip("\n"))
        if not match:
            i += 1
            continue
        fence = match["fence"]
        start = i + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        blocks.append(HandBlock(path, start + 1, "".join(lines[start:end])))
        i = end + 1
    return blocks


BLOCKS = [block for path in DOCS_WITH_HANDS for block in hand_blocks(path)]


def test_the_notation_page_has_examples() -> None:
    assert len([b for b in BLOCKS if b.path.name == "notation.md"]) >= 5


@pytest.mark.parametrize("block", BLOCKS, ids=[b.name for b in BLOCKS])
def test_hand_block_checks_clean(block: HandBlock) -> None:
    from bridgebook.checking import check_text

    result = check_text(block.text, path=block.name)
    assert result.deals, f"{block.name}: no deal read from the block"
    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    # Place each diagnostic on the line of the Markdown file, not of the block.
    report = "\n".join(
        f"{block.path.relative_to(ROOT)}:{block.line + d.line - 1}:{d.column}: {d.code} {d.message}"
        for d in errors
    )
    assert not errors, f"the example at {block.name} does not check clean:\n{report}"


def _load_generator() -> object:
    path = ROOT / "scripts" / "gen_diagnostics_doc.py"
    spec = importlib.util.spec_from_file_location("gen_diagnostics_doc", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_diagnostics_reference_is_current() -> None:
    generator = _load_generator()
    expected: str = generator.render()  # type: ignore[attr-defined]
    page = ROOT / "docs" / "diagnostics.md"
    assert page.exists(), (
        "docs/diagnostics.md is missing: run python scripts/gen_diagnostics_doc.py"
    )
    assert page.read_text(encoding="utf-8") == expected, (
        "docs/diagnostics.md is out of date with bridgebook/diagnostics/codes.py: "
        "run python scripts/gen_diagnostics_doc.py (never edit the page by hand)"
    )


IMPORT_ERRORS: list[str] = []


def _module_names() -> list[str]:
    names = ["bridgebook"]
    infos = pkgutil.walk_packages(
        bridgebook.__path__, prefix="bridgebook.", onerror=IMPORT_ERRORS.append
    )
    for info in infos:
        # __main__ runs the command line when imported.
        if info.name.rsplit(".", 1)[-1] != "__main__":
            names.append(info.name)
    return sorted(names)


MODULES = _module_names()


def test_the_modules_are_found() -> None:
    assert "bridgebook.model.cards" in MODULES
    assert "bridgebook.diagnostics.codes" in MODULES
    assert not IMPORT_ERRORS, f"packages that cannot be imported: {IMPORT_ERRORS}"


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    out = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctest.DocTestFinder().find(module, name):
        runner.run(test, out=out.write)
    assert runner.failures == 0, (
        f"{runner.failures} of {runner.tries} doctest examples of {name} failed:\n{out.getvalue()}"
    )


def test_doctests_are_run() -> None:
    """Guard against a finder that silently finds nothing."""
    import bridgebook.model.cards as cards

    tests = doctest.DocTestFinder().find(cards, cards.__name__)
    assert sum(len(t.examples) for t in tests) >= 3
