"""Every Python code block of every docs page runs (issue 27): a page's blocks run in order in
one namespace, as a reader would type them, in a folder of their own. A block written as an
interactive session (``>>>``) is run as a doctest: its printed results must match (``...``
stands for any text). Markers on the line before a block (invisible on the site):

- ``<!-- docs-code: skip (why) -->``: not run here (it opens the terminal table, needs a
  package that is not installed, or files of the reader's own);
- ``<!-- docs-code: file NAME -->``: the block (a variant file, say) is saved as NAME, for the
  blocks after it to read;
- ``<!-- docs-code: native -->``: run only where games run on the native core by default (it is
  built, and ``$CARDWRIGHT_ENGINE`` does not choose the Python engine).

A Python block whose first line is ``# file: PATH`` is a file of a package being written: it is
saved as PATH (``src/`` is then on ``sys.path``), not run."""

from __future__ import annotations

import doctest
import re
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
BLOCK = re.compile(
    r"(?:<!-- docs-code: (?P<mark>skip|file|native) ?(?P<name>[^>]*?) ?-->\n)?```(?P<language>\w*)\n"
    r"(?P<code>.*?)^```",
    re.S | re.M,
)
PAGES = sorted(p.name for p in DOCS.glob("*.md") if "```python\n" in p.read_text("utf-8"))
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def blocks(page: str) -> list[tuple[int, str, str, str]]:
    """The blocks of ``page`` the test acts on, in order: (line, what, code, name), ``what``
    being "run", "native" (run on the native core only), "skip" or "save" (as ``name``)."""
    text = (DOCS / page).read_text("utf-8")
    found = []
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start("code")) + 1
        code, mark = match.group("code"), match.group("mark")
        if mark == "file":
            found.append((line, "save", code, match.group("name")))
        elif match.group("language") != "python":
            continue
        elif mark in ("skip", "native"):
            found.append((line, mark, code, ""))
        elif code.startswith("# file: "):
            found.append((line, "save", code, code.split("\n", 1)[0][len("# file: ") :]))
        else:
            found.append((line, "run", code, ""))
    return found


@pytest.fixture
def own_plugins_and_modules():
    """What a page registers or imports (a plugin of its own) is gone after it."""
    from cardwright.plugins import manager

    plugins = set(manager().get_plugins())
    modules = set(sys.modules)
    yield
    for plugin in set(manager().get_plugins()) - plugins:
        manager().unregister(plugin)
    for name in set(sys.modules) - modules:
        if name.startswith("cardwright_"):
            del sys.modules[name]


@pytest.mark.parametrize("page", PAGES)
def test_every_python_block_of_the_page_runs(page, tmp_path, monkeypatch, own_plugins_and_modules):
    from cardwright.engine.native import built, chosen_engine

    on_core = built() and chosen_engine() != "python"
    if page == "native.md" and not built():
        pytest.skip("docs/native.md shows the native core, which is not built here")
    monkeypatch.chdir(tmp_path)  # files a block writes land here
    namespace: dict[str, object] = {"__name__": f"docs_{page[:-3]}"}
    ran = 0
    for line, what, code, name in blocks(page):
        where = f"docs/{page}, the block at line {line}"
        if what == "skip" or (what == "native" and not on_core):
            continue
        if what == "save":
            path = tmp_path / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(code, "utf-8")
            if name.startswith("src/"):
                monkeypatch.syspath_prepend(str(tmp_path / "src"))
            continue
        if code.lstrip().startswith(">>>"):
            parser = doctest.DocTestParser()
            test = parser.get_doctest(code, namespace, where, str(DOCS / page), line)
            runner = doctest.DocTestRunner(optionflags=FLAGS)
            report: list[str] = []
            runner.run(test, out=report.append, clear_globs=False)
            namespace.update(test.globs)  # (a DocTest runs in a copy of the names it is given)
            assert runner.failures == 0, "".join(report)
        else:
            exec(compile(code, where, "exec"), namespace)
        ran += 1
    if not ran:
        pytest.skip(f"every Python block of docs/{page} is marked: not run here")


def test_the_api_reference_shows_the_public_surface_only():
    """docs/api.md documents names exported by ``cardwright``, and of Game and State only the
    members it lists: each one public and there, none of the methods a game keeps for its
    states."""
    import cardwright

    text = (DOCS / "api.md").read_text("utf-8")
    documented = re.findall(r"^::: cardwright\.(\w+)$", text, re.M)
    assert set(documented) <= set(cardwright.__all__)
    for name in ("Game", "State"):
        listed = text.split(f"::: cardwright.{name}\n", 1)[1].split("\n\n", 1)[0]
        members = re.findall(r"^        - (\w+)$", listed, re.M)
        assert members, f"docs/api.md lists no members of {name}"
        for member in members:
            assert not member.startswith("_") and hasattr(getattr(cardwright, name), member)
    game = text.split("::: cardwright.Game\n", 1)[1].split("::: cardwright.State", 1)[0]
    for internal in ("apply", "generate", "explain", "resolve_zone", "instance", "to_native"):
        assert f"- {internal}\n" not in game
