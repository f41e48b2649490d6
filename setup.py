"""Ship the top-level grammars/ and templates/ folders inside the wheel.

They live at the top of the repository (where authors look for them) and are
copied into ``bridgebook/_data`` when the package is built; ``bridgebook.resources``
finds them there in an installed copy, and at the top of the checkout otherwise.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        top = Path(__file__).resolve().parent
        target = Path(self.build_lib) / "bridgebook" / "_data"
        for folder in ("grammars", "templates"):
            source = top / folder
            if source.is_dir():
                shutil.copytree(source, target / folder, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithData})
