"""The layering of DESIGN.md: the arrows of the pipeline only point down.

The imports of every module under bridgebook/ are read with ``ast`` (nothing is
imported), so a module that breaks the layering fails here even if it is never
run. Imports under ``if TYPE_CHECKING:`` count too: a type is a dependency.

    model        imports nothing of bridgebook but itself
    diagnostics  model
    syntax       model, diagnostics, resources (never engine)
    engine       model, diagnostics, resources (never syntax)
    render       never syntax: it is handed models, not parse trees
    cli, checking, build: the only modules that may use several stages
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bridgebook"

#: The stages of the pipeline (subpackages or modules of bridgebook).
STAGES = frozenset({"syntax", "engine", "render", "interop", "analysis"})
#: The modules that know every stage and wire them together.
ORCHESTRATORS = frozenset({"cli", "checking", "build", "__main__"})
#: What each layer may import of bridgebook (its own part is always allowed).
ALLOWED: dict[str, frozenset[str]] = {
    "model": frozenset(),
    "diagnostics": frozenset({"model"}),
    "syntax": frozenset({"model", "diagnostics", "resources"}),
    "engine": frozenset({"model", "diagnostics", "resources"}),
}
#: What a layer must never import, whatever else it may.
FORBIDDEN: dict[str, frozenset[str]] = {
    "render": frozenset({"syntax"}) | ORCHESTRATORS,
    "interop": ORCHESTRATORS,
    "analysis": ORCHESTRATORS,
    # syntax and engine load their grammar and tables through resources: no cycles.
    "resources": STAGES | ORCHESTRATORS,
}
#: Third-party packages kept to one corner of the code: (package, allowed parts).
CONFINED: dict[str, frozenset[str]] = {
    "lark": frozenset({"syntax", "resources"}),
    "endplay": frozenset({"analysis"}),
}
#: Packages that may only be imported inside a function (slow or optional).
LAZY = frozenset({"endplay"})


@dataclass(frozen=True)
class Import:
    module: str  # the module that imports
    target: str  # the dotted name imported
    line: int
    top_level: bool  # at module level (or under a module-level if/try), not in a function


def module_name(path: Path, root: Path = PACKAGE) -> str:
    """``bridgebook/engine/replay.py`` -> ``bridgebook.engine.replay``.

    >>> module_name(PACKAGE / "model" / "__init__.py")
    'bridgebook.model'
    """
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def read_imports(source: str, module: str, *, is_package: bool = False) -> list[Import]:
    """Every import in ``source``, with relative imports made absolute.

    >>> [i.target for i in read_imports("from ..model import Card", "bridgebook.engine.replay")]
    ['bridgebook.model']
    >>> [i.target for i in read_imports("from bridgebook import model", "bridgebook.cli")]
    ['bridgebook.model']
    """
    tree = ast.parse(source)
    package = module if is_package else module.rpartition(".")[0]
    found: list[Import] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            if isinstance(child, ast.Import):
                for alias in child.names:
                    found.append(Import(module, alias.name, child.lineno, not in_function))
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[: len(base) - (child.level - 1)]
                    source_module = ".".join([*base, child.module] if child.module else base)
                else:
                    source_module = child.module or ""
                if source_module == "bridgebook":
                    # `from bridgebook import model` imports the subpackage.
                    for alias in child.names:
                        found.append(
                            Import(
                                module, f"bridgebook.{alias.name}", child.lineno, not in_function
                            )
                        )
                else:
                    found.append(Import(module, source_module, child.lineno, not in_function))
            visit(child, nested)

    visit(tree, False)
    return found


def part_of(name: str) -> str | None:
    """The part of bridgebook a dotted name belongs to (None: not bridgebook).

    >>> part_of("bridgebook.engine.scoring.rubber"), part_of("bridgebook"), part_of("lark")
    ('engine', '', None)
    """
    if name == "bridgebook":
        return ""
    if not name.startswith("bridgebook."):
        return None
    return name.split(".")[1]


def violations(imports: list[Import]) -> list[str]:
    """The broken rules, one line each, as ``module:line: message``."""
    problems: list[str] = []
    stages_used: dict[str, set[str]] = {}
    for imp in imports:
        own = part_of(imp.module) or ""
        where = f"{imp.module}:{imp.line}"
        target = part_of(imp.target)
        top = imp.target.split(".")[0]
        if target is None:
            if top in CONFINED and own not in CONFINED[top]:
                allowed = ", ".join(sorted(f"bridgebook.{p}" for p in CONFINED[top]))
                problems.append(f"{where}: imports {imp.target} (allowed only in {allowed})")
            elif top in LAZY and imp.top_level:
                problems.append(f"{where}: imports {imp.target} at module level (import it lazily)")
            continue
        if target == own:
            continue
        if target == "":
            problems.append(f"{where}: imports the top-level bridgebook package; name the part")
            continue
        if own in ALLOWED and target not in ALLOWED[own]:
            allowed = ", ".join(sorted(ALLOWED[own])) or "nothing"
            problems.append(
                f"{where}: bridgebook.{own} imports {imp.target} (it may import {allowed})"
            )
        elif own in FORBIDDEN and target in FORBIDDEN[own]:
            problems.append(f"{where}: bridgebook.{own} must not import {imp.target}")
        if target in STAGES:
            stages_used.setdefault(imp.module, set()).add(target)
    for module, stages in sorted(stages_used.items()):
        own = part_of(module) or ""
        others = stages - {own}
        if own not in ORCHESTRATORS and len(others) > 1:
            problems.append(
                f"{module}: imports several stages ({', '.join(sorted(others))}); "
                "only bridgebook.cli, bridgebook.checking and bridgebook.build may"
            )
    return problems


def all_imports() -> list[Import]:
    imports: list[Import] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "_data" in path.relative_to(PACKAGE).parts:
            continue
        imports += read_imports(
            path.read_text(encoding="utf-8"),
            module_name(path),
            is_package=path.name == "__init__.py",
        )
    return imports


def test_the_package_is_read() -> None:
    modules = {imp.module for imp in all_imports()}
    assert "bridgebook.model" in modules
    assert "bridgebook.diagnostics" in modules


def test_layering_holds() -> None:
    problems = violations(all_imports())
    assert not problems, "the layering of DESIGN.md is broken:\n" + "\n".join(problems)


def _check(source: str, module: str) -> list[str]:
    return violations(read_imports(source, module))


@pytest.mark.parametrize(
    ("module", "source"),
    [
        ("bridgebook.model.cards", "from bridgebook.diagnostics import make"),
        ("bridgebook.model.cards", "import lark"),
        ("bridgebook.diagnostics.codes", "from bridgebook.engine import replay"),
        ("bridgebook.syntax.parser", "from bridgebook.engine.replay import replay"),
        ("bridgebook.syntax.parser", "from ..engine import replay"),
        ("bridgebook.engine.replay", "from bridgebook.syntax import parse"),
        ("bridgebook.engine.replay", "import lark"),
        ("bridgebook.render.html", "from bridgebook.syntax.parser import parse"),
        ("bridgebook.render.html", "from bridgebook import syntax"),
        ("bridgebook.resources", "from bridgebook.syntax import parser"),
        (
            "bridgebook.interop.pbn",
            "from bridgebook.engine import r\nfrom bridgebook.render import h",
        ),
        ("bridgebook.analysis.dds", "import endplay"),
        ("bridgebook.analysis.dds", "from endplay.dds import solve_board"),
        ("bridgebook.engine.replay", "def f():\n    import endplay\n"),
        ("bridgebook.model", "import bridgebook"),
    ],
)
def test_the_rules_catch(module: str, source: str) -> None:
    assert _check(source, module), f"{module}: {source!r} should break a rule"


@pytest.mark.parametrize(
    ("module", "source"),
    [
        (
            "bridgebook.model.deal",
            "from bridgebook.model.cards import Card\nfrom .seats import Seat",
        ),
        ("bridgebook.diagnostics.diagnostic", "from bridgebook.model import Span"),
        ("bridgebook.syntax.parser", "import lark\nfrom bridgebook.resources import grammar_path"),
        ("bridgebook.engine.replay", "from bridgebook.diagnostics import make"),
        ("bridgebook.render.html", "from bridgebook.engine.replay import Replay"),
        ("bridgebook.analysis.dds", "def solve():\n    from endplay.dds import solve_board\n"),
        (
            "bridgebook.checking",
            "from bridgebook.syntax import parse\nfrom bridgebook.engine import replay",
        ),
        ("bridgebook.cli", "from bridgebook import render, syntax, engine"),
    ],
)
def test_the_rules_allow(module: str, source: str) -> None:
    assert not _check(source, module)
