"""A lesson's hand blocks read files of the project only: ``..`` and symlinks that
lead outside it are refused with R001, never read."""

from __future__ import annotations

from pathlib import Path

from bridgebook.build import check_lesson_text

HAND = "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"


def project(tmp_path: Path) -> Path:
    root = tmp_path / "book"
    (root / "lessons").mkdir(parents=True)
    (root / "hands").mkdir()
    (root / "hands" / "one.hand").write_text(HAND, encoding="utf-8")
    (tmp_path / "secret.hand").write_text(HAND, encoding="utf-8")  # outside the project
    return root


def codes(root: Path, name: str) -> list[str]:
    text = f"# A lesson\n\n```hand file={name}\n```\n"
    return [d.code for d in check_lesson_text(text, "lessons/one.md", root)]


def test_a_file_of_the_project_is_read(tmp_path: Path) -> None:
    assert "R001" not in codes(project(tmp_path), "../hands/one.hand")


def test_dot_dot_out_of_the_project_is_refused(tmp_path: Path) -> None:
    root = project(tmp_path)
    assert codes(root, "../../secret.hand") == ["R001"]
    assert codes(root, "../../../../../../../../etc/passwd") == ["R001"]
    assert codes(root, "/etc/passwd") == ["R001"]


def test_a_symlink_out_of_the_project_is_refused(tmp_path: Path) -> None:
    root = project(tmp_path)
    (root / "hands" / "link.hand").symlink_to(tmp_path / "secret.hand")
    (root / "hands" / "dir").symlink_to(tmp_path)
    assert codes(root, "../hands/link.hand") == ["R001"]
    assert codes(root, "../hands/dir/secret.hand") == ["R001"]


def test_a_symlink_within_the_project_is_read(tmp_path: Path) -> None:
    root = project(tmp_path)
    (root / "lessons" / "same.hand").symlink_to(root / "hands" / "one.hand")
    assert "R001" not in codes(root, "same.hand")
