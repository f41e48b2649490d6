"""The first lines of texts kept once a process (bridgebook.render.lines): a chapter
laid out with them is the same PDF, byte for byte and as pictures, as WeasyPrint
makes it alone; a second chapter laid out with what the first left is too; and a
WeasyPrint other than the one known is left as it is."""

from __future__ import annotations

import contextlib
import os
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import bridgebook.render.chapters
from bridgebook.render import lines, pdf

from .conftest import chapter_page, pictures

TOP = Path(__file__).resolve().parents[2]
LESSON = """# The hold-up

The dealer holds up the ace of spades twice, and counts the tricks he must lose
before he lets the defenders in: the long suit is set up while he still holds a
stopper in theirs.

```hand file=../hands/deals/03-holding-up.hand
```

```hand file=../hands/deals/04-ruff-in-the-dummy.hand
```
"""
#: Texts in the styles the chapter's own do not reach: justified and hyphenated
#: lines, spacing, decorations, a tab, a word longer than its column.
MORE = """<section lang="en">
<p style="text-align: justify; hyphens: auto; width: 60mm">Notwithstanding the
declarer's uncharacteristically circumspect counterattack, the defenders' communications
were comprehensively disrupted; uncharacteristically, notwithstanding.</p>
<p style="letter-spacing: .2em; word-spacing: .5em">♠ A K Q <u>J 10</u> <s>9 8</s></p>
<p style="overflow-wrap: anywhere; width: 12mm">Supercalifragilisticexpialidocious</p>
<pre>W\tN\tE\tS</pre>
</section>
"""


@pytest.fixture(scope="module")
def chapter(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The print page of a chapter with two played deals (diagrams, auctions, play
    tables, the scores of the hands), as the build hands it to WeasyPrint."""

    page = chapter_page(tmp_path_factory.mktemp("book"), LESSON)
    return page.replace("</body>", MORE + "</body>")


def _as_it_is(patch: pytest.MonkeyPatch) -> None:
    """WeasyPrint's own line breaking and a font configuration of the page's own."""
    from weasyprint.layout import inline, preferred
    from weasyprint.text import line_break

    patch.setattr(inline, "split_first_line", line_break.split_first_line)
    patch.setattr(preferred, "split_first_line", line_break.split_first_line)
    patch.setattr(pdf, "_fonts", lambda: None)



def test_the_known_weasyprint_is_the_one_pinned_and_the_one_loaded() -> None:
    import weasyprint

    wanted = tomllib.loads((TOP / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"weasyprint=={lines.KNOWN}" in wanted
    assert weasyprint.__version__ == lines.KNOWN
    assert lines.install()


def test_a_chapter_with_kept_lines_is_the_same_pdf(chapter: str, tmp_path: Path) -> None:
    assert lines.install()
    kept, alone = tmp_path / "kept.pdf", tmp_path / "alone.pdf"
    pdf.write_pdf(chapter, kept, tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        _as_it_is(patch)
        pdf.write_pdf(chapter, alone, tmp_path)
    assert kept.read_bytes() == alone.read_bytes()
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second = pictures(kept, tmp_path / "a"), pictures(alone, tmp_path / "b")
    assert len(first) >= 2 and first == second


def test_a_second_chapter_uses_what_the_first_left_and_is_the_same_pdf(
        chapter: str, tmp_path: Path) -> None:
    """The preview lays out the same chapter again after an edit: nearly every line
    is already kept (in the process's font configuration), and the PDF is the one
    WeasyPrint alone makes of the edited page."""
    assert lines.install()
    pdf.write_pdf(chapter, tmp_path / "first.pdf", tmp_path)
    answers = pdf._fonts().bridgebook_lines
    before = len(answers)
    assert before > 100
    edited = chapter.replace("counts the tricks", "counts the winners")
    pdf.write_pdf(edited, tmp_path / "kept.pdf", tmp_path)
    assert len(answers) - before < 10  # the edited paragraph's lines, no more
    with pytest.MonkeyPatch.context() as patch:
        _as_it_is(patch)
        pdf.write_pdf(edited, tmp_path / "alone.pdf", tmp_path)
    assert (tmp_path / "kept.pdf").read_bytes() == (tmp_path / "alone.pdf").read_bytes()
    assert "counts the winners" in subprocess.run(
        ["pdftotext", str(tmp_path / "kept.pdf"), "-"], check=True, capture_output=True,
        text=True).stdout


def test_each_box_gets_a_copy_of_the_kept_layout() -> None:
    """Drawing a text makes its Pango layout again on the box's copy: the kept one
    is never handed out, so nothing drawn changes what the next box gets."""
    from weasyprint.layout import inline

    assert lines.install()
    html = "<p>♠ A K Q</p><p>♠ A K Q</p>"
    got: list[Any] = []
    split = inline.split_first_line

    def watching(*args: Any, **kwargs: Any) -> Any:
        got.append(split(*args, **kwargs))
        return got[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(inline, "split_first_line", watching)
        import weasyprint

        weasyprint.HTML(string=html).render(font_config=pdf._fonts())
    first, second = (answer for answer in got if answer[0].text == "♠ A K Q")
    assert first[0] is not second[0]
    assert first[1:] == second[1:]
    kept = pdf._fonts().bridgebook_lines
    assert all(answer[0] is not first[0] and answer[0] is not second[0]
               for answer in kept.values())


def test_another_weasyprint_is_left_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    import weasyprint
    from weasyprint.layout import inline, preferred
    from weasyprint.text import line_break

    monkeypatch.setattr(inline, "split_first_line", line_break.split_first_line)
    monkeypatch.setattr(preferred, "split_first_line", line_break.split_first_line)
    monkeypatch.setattr(lines, "_installed", [])
    monkeypatch.setattr(weasyprint, "__version__", "71.0")
    assert not lines.install()
    assert inline.split_first_line is line_break.split_first_line
    assert preferred.split_first_line is line_break.split_first_line


def test_a_page_with_fonts_of_its_own_gets_a_configuration_of_its_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A font a page brings (``@font-face``, in its own sheet or in one it links or
    imports) is added to the configuration it is laid out with: such a page is not
    given the process's, which the next pages share."""
    import weasyprint

    given: list[Any] = []
    render = weasyprint.HTML.render

    def rendering(self: Any, *args: Any, **kwargs: Any) -> Any:
        given.append(kwargs.get("font_config"))
        return render(self, *args, **kwargs)

    monkeypatch.setattr(weasyprint.HTML, "render", rendering)
    plain = "<p>♠ A K Q</p>"
    own = "<style>@Font-Face { font-family: x; src: local(DejaVu Sans) }</style>" + plain
    (tmp_path / "face.css").write_text("@font-face { font-family: x; src: local(DejaVu Sans) }")
    linked = '<link rel="stylesheet" href="face.css">' + plain
    imported = '<style>@import "face.css";</style>' + plain
    for number, page in enumerate((plain, own, linked, imported)):
        pdf.write_pdf(page, tmp_path / f"{number}.pdf", tmp_path)
    assert given == [pdf._fonts(), None, None, None]


@contextlib.contextmanager
def _noting_here() -> Iterator[list[str]]:
    """The pages laid out in this process (not in a worker) while the block runs."""
    here: list[str] = []
    write = pdf.write_pdf
    me = os.getpid()

    def writing(html: str, target: Path, root: Path, refused: list[str] | None = None) -> int:
        if os.getpid() == me:
            here.append(html)
        return write(html, target, root, refused)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bridgebook.render.chapters, "write_pdf", writing)
        yield here


def test_one_chapter_laid_out_here_warms_this_process(tmp_path: Path) -> None:
    """The preview's first book: the workers lay out all chapters but the last,
    which this process lays out itself, keeping its lines for the edits to come.
    A failure there is named as a worker's is."""
    from bridgebook.render.chapters import Chapter, ChaptersFailed, lay_out_chapters, part_name

    cache = tmp_path / "chapters"
    cache.mkdir()
    page = "<!DOCTYPE html><html><body><p>{} holds ♠ A K Q 7 4 2</p></body></html>"
    chapters = [Chapter(t, page.format(t), f"key{i}") for i, t in enumerate("ABC")]
    with _noting_here() as here:
        paths = lay_out_chapters(chapters, cache, tmp_path, workers=2, one_here=True)
    assert here == [chapters[2].html]
    assert [p.name for p in paths] == ["key0.pdf", "key1.pdf", "key2.pdf"]
    assert all(p.exists() for p in paths)
    assert any(key[0] == "C holds ♠ A K Q 7 4 2" for key in pdf._fonts().bridgebook_lines)

    failing = [Chapter(t, page.format(t + "!"), f"again{i}") for i, t in enumerate("ABC")]
    Path(part_name(str(cache / "again2.pdf"))).mkdir()
    with pytest.raises(ChaptersFailed) as failed:
        lay_out_chapters(failing, cache, tmp_path, workers=2, one_here=True)
    assert list(failed.value.failures) == [2]
    assert isinstance(failed.value.failures[2], IsADirectoryError)
    assert sorted(p.name for p in cache.glob("again*.pdf")) == ["again0.pdf", "again1.pdf"]


def test_a_build_lays_out_its_first_chapter_here_before_the_workers(tmp_path: Path) -> None:
    """With more chapters than workers, a build lays out the first chapter itself,
    before forking the workers (which start from its fonts and kept lines), and the
    workers the others. A failure of that first chapter is named and does not stop
    the others."""
    from bridgebook.render.chapters import Chapter, ChaptersFailed, lay_out_chapters, part_name

    cache = tmp_path / "chapters"
    cache.mkdir()
    page = "<!DOCTYPE html><html><body><p>{} holds ♥ K J 10 9 3</p></body></html>"
    chapters = [Chapter(t, page.format(t), f"key{i}") for i, t in enumerate("ABC")]
    with _noting_here() as here:
        paths = lay_out_chapters(chapters, cache, tmp_path, workers=2)
        assert here == [chapters[0].html]
        # Two chapters for two workers: none laid out here.
        pair = [Chapter(t, page.format(t + "?"), f"pair{i}") for i, t in enumerate("AB")]
        lay_out_chapters(pair, cache, tmp_path, workers=2)
        assert here == [chapters[0].html]
    assert [p.name for p in paths] == ["key0.pdf", "key1.pdf", "key2.pdf"]
    assert all(p.exists() for p in paths)
    assert any(key[0] == "A holds ♥ K J 10 9 3" for key in pdf._fonts().bridgebook_lines)

    failing = [Chapter(t, page.format(t + "!"), f"again{i}") for i, t in enumerate("ABC")]
    Path(part_name(str(cache / "again0.pdf"))).mkdir()
    with pytest.raises(ChaptersFailed) as failed:
        lay_out_chapters(failing, cache, tmp_path, workers=2)
    assert list(failed.value.failures) == [0]
    assert isinstance(failed.value.failures[0], IsADirectoryError)
    assert sorted(p.name for p in cache.glob("again*.pdf")) == ["again1.pdf", "again2.pdf"]
