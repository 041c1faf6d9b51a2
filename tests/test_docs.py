"""The generated documentation is what its generator writes now."""

import importlib.util
import json
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


def _make_winnability():
    spec = importlib.util.spec_from_file_location("make_winnability", DOCS / "make_winnability.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_winnability_table_is_up_to_date():
    """docs/results.md's winnability table is what docs/make_winnability.py writes from the
    survey files of docs/results/winnability/; after a run, run `python docs/make_winnability.py`."""
    expected = _make_winnability().render()
    current = (DOCS / "results.md").read_text("utf-8")
    assert current == expected, "the winnability table is out of date: run docs/make_winnability.py"


def _survey_file(path, variant, statuses, options=None):
    lines = [json.dumps({"survey": variant, "options": options or {}})]
    for seed, status in enumerate(statuses, 1):
        row = {"seed": seed, "status": status, "nodes": 10, "seconds": 0.5, "time_limit": 2.0}
        lines.append(json.dumps(row))
    path.write_text("\n".join(lines) + "\n", "utf-8")


def test_winnability_rows_compare_intervals_with_the_published_figure(tmp_path):
    """Every deal won lies far above a published 50 %: the intervals do not meet. Deals left
    unknown stretch ours over the whole range, which meets any figure. A figure made under an
    option belongs to the file of that option only (a header lists every option, defaults too)."""
    make = _make_winnability()
    figures = [
        {"preset": "p", "variant": name, "options": {}, "percent": 50.0, "plus_minus": 1.0}
        for name in ("easy", "hard")
    ]
    figures.append(figures[0] | {"variant": "opt", "options": {"rules": "theirs"}})
    figures[1]["by"] = "A. Author"
    (tmp_path / "published.json").write_text(json.dumps({"figures": figures}), "utf-8")
    _survey_file(tmp_path / "easy.jsonl", "easy", ["won"] * 200)
    _survey_file(tmp_path / "hard.jsonl", "hard", ["unknown"] * 19 + ["won"])
    _survey_file(tmp_path / "opt.jsonl", "opt", ["won"] * 200, {"rules": "ours"})
    _survey_file(tmp_path / "opt--rules=theirs.jsonl", "opt", ["won"] * 200, {"rules": "theirs"})
    easy, hard, opt, opt_theirs = make.table(tmp_path).splitlines()[2:]
    assert "| 200 | 200 / 0 / 0 | 100.0 % | 98.1 – 100.0 % |" in easy
    assert "| 50.0 ± 1.0 % (p) | **no** |" in easy
    assert "| 20 | 1 / 0 / 19 | 5.0 % | 0.9 – 100.0 % |" in hard
    assert "| 50.0 ± 1.0 % (A. Author, p) | yes | stopped: 5.0 % of the probe decided" in hard
    assert opt.startswith("| [opt](games.md#opt) | 200 |") and "| — | — |" in opt
    assert opt_theirs.startswith("| [opt](games.md#opt) (rules=theirs) | 200 |")
    assert "| 50.0 ± 1.0 % (p) | **no** |" in opt_theirs


def test_a_deal_solved_again_counts_by_its_last_line(tmp_path):
    """A deal left unknown and then proved lost at a longer limit counts as lost; a game still
    in its probe is under way, and so is one whose probe decided enough, whatever came after."""
    make = _make_winnability()
    _survey_file(tmp_path / "g.jsonl", "g", ["unknown", "won"])
    with (tmp_path / "g.jsonl").open("a", encoding="utf-8") as out:
        out.write(
            json.dumps(
                {"seed": 1, "status": "unwinnable", "nodes": 5, "seconds": 9.0, "time_limit": 10.0}
            )
            + "\n"
        )
    (row,) = make.table(tmp_path).splitlines()[2:]
    assert "| 2 | 1 / 1 / 0 | 100.0 % |" in row
    assert "| 2 s, 10 s |" in row
    assert row.endswith("| — | — | under way |")
    _survey_file(tmp_path / "g.jsonl", "g", ["won"] * 20 + ["unknown"] * 30)
    (row,) = make.table(tmp_path).splitlines()[2:]
    assert "| 50 | 20 / 0 / 30 | 40.0 % |" in row and row.endswith("| under way |")
