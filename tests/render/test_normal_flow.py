"""Whether a box is in the normal flow, read from its style once
(bridgebook.render.flow): the same answer as WeasyPrint's for every float and
position, a flex item's own answer kept, a chapter the same PDF, byte for byte and
as pictures; a WeasyPrint other than the one known is left as it is."""

from __future__ import annotations

import itertools
import subprocess
from pathlib import Path
from typing import Any

import pytest

from bridgebook.render import flow, pdf

from .conftest import chapter_page

LESSON = """# The hold-up

The dealer holds up the ace of spades twice.

```hand file=../hands/deals/03-holding-up.hand
```

```hand file=../hands/deals/04-ruff-in-the-dummy.hand
```
"""
#: Boxes out of the flow beside the chapter's: floats to each side, a box placed
#: absolutely, a running head, a flex container whose items float (they do not).
MORE = """<section>
<div style="float: left; width: 20mm">West</div><div style="float: right">East</div>
<p>Between the floats, the declarer counts his tricks.</p>
<div style="position: relative; height: 20mm"><span style="position: absolute; right: 0;
bottom: 0">South</span></div>
<div style="position: running(head)">The hold-up</div>
<div style="display: flex"><span style="float: left">♠ A K</span><span>♥ Q J</span></div>
</section>
"""
FLOATS = ("none", "left", "right", "inline-start", "inline-end", "footnote")
POSITIONS = ("static", "relative", "absolute", "fixed", ("running()", "head"),
             ("note()", "side"))


def _original() -> Any:
    from weasyprint.formatting_structure import boxes

    method = boxes.Box.is_in_normal_flow
    return method.__closure__[0].cell_contents if hasattr(
        method, "bridgebook_asked_once") else method


def _box(float_: str, position: Any) -> Any:
    from weasyprint.formatting_structure import boxes

    box = object.__new__(boxes.BlockBox)
    box.style = {"float": float_, "position": position}
    return box


@pytest.fixture(scope="module")
def chapter(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The print page of a chapter with two played deals and boxes out of the flow."""
    page = chapter_page(tmp_path_factory.mktemp("book"), LESSON)
    return page.replace("</body>", MORE + "</body>")


def test_the_known_weasyprint_is_asked_once() -> None:
    from weasyprint.formatting_structure import boxes

    assert flow.install()
    assert getattr(boxes.Box.is_in_normal_flow, "bridgebook_asked_once", False)


@pytest.mark.parametrize(("float_", "position"), list(itertools.product(FLOATS, POSITIONS)))
def test_the_same_answer_for_every_float_and_position(float_: str, position: Any) -> None:
    box = _box(float_, position)
    expected = float_ == "none" and position in ("static", "relative")
    assert _original()(box) is expected
    assert flow.asked_once(_original())(box) is expected


def test_a_flex_items_own_answer_is_kept() -> None:
    box = _box("left", "static")
    box.is_floated = lambda: False  # as WeasyPrint makes the items of a flex container
    assert _original()(box) is True
    assert flow.asked_once(_original())(box) is True


def test_a_chapter_is_the_same_pdf(chapter: str, tmp_path: Path) -> None:
    from weasyprint.formatting_structure import boxes

    assert flow.install()
    once, alone = tmp_path / "once.pdf", tmp_path / "alone.pdf"
    pdf.write_pdf(chapter, once, tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(boxes.Box, "is_in_normal_flow", _original())
        pdf.write_pdf(chapter, alone, tmp_path)
    assert once.read_bytes() == alone.read_bytes()
    pictures = []
    for name in ("once", "alone"):
        (tmp_path / name).mkdir()
        subprocess.run(["pdftoppm", "-r", "80", "-png", str(tmp_path / f"{name}.pdf"),
                        str(tmp_path / name / "page")], check=True, capture_output=True)
        pictures.append([p.read_bytes() for p in sorted((tmp_path / name).glob("*.png"))])
    assert len(pictures[0]) >= 2 and pictures[0] == pictures[1]
    text = subprocess.run(["pdftotext", "-layout", str(once), "-"], check=True,
                          capture_output=True, text=True).stdout
    assert "West" in text and "East" in text and "South" in text and "♥ Q J" in text


def test_another_weasyprint_is_left_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    import weasyprint
    from weasyprint.formatting_structure import boxes

    original = _original()
    monkeypatch.setattr(boxes.Box, "is_in_normal_flow", original)
    monkeypatch.setattr(flow, "_installed", [])
    monkeypatch.setattr(weasyprint, "__version__", "71.0")
    assert not flow.install()
    assert boxes.Box.is_in_normal_flow is original


def test_methods_not_as_known_are_left_as_they_are(monkeypatch: pytest.MonkeyPatch) -> None:
    from weasyprint.formatting_structure import boxes

    original = _original()
    monkeypatch.setattr(boxes.Box, "is_in_normal_flow", original)
    monkeypatch.setattr(boxes.Box, "is_note", lambda self: self.style["position"] == "note")
    monkeypatch.setattr(flow, "_installed", [])
    assert not flow.install()
    assert boxes.Box.is_in_normal_flow is original
