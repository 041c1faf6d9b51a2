"""The generated documentation is what its generator writes now."""

import importlib.util
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _make_games():
    spec = importlib.util.spec_from_file_location("make_games", DOCS / "make_games.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_games_md_is_up_to_date():
    """docs/games.md lists every shipped variant as docs/make_games.py renders them now; after
    changing a variant file, run `python docs/make_games.py`."""
    expected = _make_games().render()
    current = (DOCS / "games.md").read_text("utf-8")
    assert current == expected, "docs/games.md is out of date: run python docs/make_games.py"


def test_games_md_has_a_row_for_every_variant():
    import cardwright

    text = (DOCS / "games.md").read_text("utf-8")
    for name in cardwright.variants():
        assert f'<a id="{name}"></a>`{name}`' in text


def _blocks(text, language):
    """The code blocks of ``language`` in a Markdown text, in order."""
    parts = text.split("```" + language + "\n")[1:]
    return [part.split("```", 1)[0] for part in parts]


def _described(text, command):
    """The output shown after the last ``$ COMMAND`` line of the console blocks."""
    found = None
    for block in _blocks(text, "console"):
        if f"$ {command}\n" in block:
            after = block.split(f"$ {command}\n", 1)[1]
            found = after.split("\n$ ", 1)[0]
    assert found is not None, command
    return found.rstrip("\n")


def test_the_tutorials_last_files_check_and_describe_as_the_tutorial_shows(tmp_path):
    """docs/tutorial.md: the final Little Ladder and its extension are valid, and `describe`
    prints for them exactly what the tutorial shows."""
    import cardwright
    from cardwright.words.describe import describe

    text = (DOCS / "tutorial.md").read_text("utf-8")
    files = _blocks(text, "cw")
    parent = [b for b in files if b.startswith("# Little Ladder: an invented")][-1]
    child = next(b for b in files if b.startswith("# Little Ladder, open"))
    (tmp_path / "little-ladder.cw").write_text(parent, "utf-8")
    (tmp_path / "little-ladder-open.cw").write_text(child, "utf-8")
    for name in ("little-ladder", "little-ladder-open"):
        game = cardwright.load(tmp_path / f"{name}.cw")
        assert describe(game) == _described(text, f"cardwright describe {name}.cw")


def test_relative_links_in_the_docs_name_files_that_exist():
    """Every relative link of docs/*.md names a file (not a folder) under docs/, as the site
    build (mkdocs.yml, `mkdocs build --strict`) requires; README's links name files too."""
    import re

    link = re.compile(r"\]\(([^)\s]+)\)")
    pages = [*DOCS.glob("*.md"), DOCS.parent / "README.md", DOCS.parent / "CHANGELOG.md"]
    broken = []
    for page in pages:
        text = re.sub(r"```.*?```", "", page.read_text("utf-8"), flags=re.DOTALL)
        for target in link.findall(text):
            path = target.split("#", 1)[0]
            if not path or re.match(r"[a-z]+:", path):
                continue
            resolved = (page.parent / path).resolve()
            if not resolved.is_file() or (page.parent == DOCS and DOCS not in resolved.parents):
                broken.append(f"{page.name}: {target}")
    assert not broken, broken


def test_the_site_lists_every_page_of_the_docs():
    """mkdocs.yml's nav names every docs/*.md page, and only pages that exist."""
    import re

    config = (DOCS.parent / "mkdocs.yml").read_text("utf-8")
    nav = config.split("\nnav:", 1)[1]
    named = set(re.findall(r"([\w-]+\.md)\s*$", nav, flags=re.MULTILINE))
    assert named == {page.name for page in DOCS.glob("*.md")}


def test_keys_md_lists_the_key_map_both_tables_use():
    """docs/keys.md's table is the shared key map (cardwright.frontends.keymap), row for row."""
    from cardwright.frontends.keymap import BOTH, KEYMAP

    text = (DOCS / "keys.md").read_text("utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
    written = [tuple(cell.strip() for cell in row.strip("|").split("|")) for row in rows[1:]]
    expected = [
        (key.shown, "both" if key.tables == BOTH else next(iter(key.tables)), key.words)
        for key in KEYMAP
    ]
    assert written == expected
