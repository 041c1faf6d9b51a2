"""Your own variants (docs/language.md, "Your own variants"): the user's variants folder,
$CARDWRIGHT_VARIANTS, --variants DIR and packs (the cardwright.variants entry-point group) are
installed variants everywhere; a file that fails its check is named with its error and never
loaded; serve --reload picks up a saved change; the protocol never reads a path it is sent."""

import json
import sys
import types

import pytest

import cardwright
from cardwright.frontends.cli import main
from cardwright.frontends.protocol import Session
from cardwright.language import registry
from cardwright.userdata import ENVIRONMENT

MY_WASP = """game my-wasp "My Wasp"
extends scorpion
zone tableau: tableau, 7 piles
  empty accepts any card
"""
BROKEN = """game my-broken "My Broken"
extends scorpion
zone tableau: tablaeu, 7 piles
"""
ORPHAN = """game my-orphan "My Orphan"
extends nothing-here
"""


@pytest.fixture(autouse=True)
def own_folders(tmp_path, monkeypatch):
    """A data directory of the test's own, no extra folders, nothing remembered."""
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path / "data"))
    monkeypatch.delenv(registry.VARIANTS_ENVIRONMENT, raising=False)
    monkeypatch.setattr(registry, "_extra_folders", [])
    registry._forget()
    yield
    registry.watch(False)
    registry._forget()


def user_folder(tmp_path):
    folder = tmp_path / "data" / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def test_a_file_in_the_user_variants_folder_is_an_installed_variant(tmp_path):
    (user_folder(tmp_path) / "my-wasp.cw").write_text(MY_WASP)
    assert "my-wasp" in cardwright.variants()
    game = cardwright.load("My Wasp")  # by name, or by its title's words as any variant
    assert game.name == "my-wasp" and game.deal(seed=1).legal_moves()
    record = cardwright.Record.new(game, seed=1)
    assert cardwright.Record.from_dict(record.to_dict()).game.name == "my-wasp"


def test_cardwright_variants_and_the_variants_option_add_folders(tmp_path, monkeypatch, capsys):
    first, second = tmp_path / "one", tmp_path / "two"
    first.mkdir(), second.mkdir()
    (first / "my-wasp.cw").write_text(MY_WASP)
    (second / "other.cw").write_text(MY_WASP.replace("my-wasp", "my-other"))
    monkeypatch.setenv(registry.VARIANTS_ENVIRONMENT, str(first))
    registry._forget()
    assert main(["list", "--variants", str(second), "--json"]) == 0
    listed = {v["name"]: v for v in json.loads(capsys.readouterr().out)["variants"]}
    assert listed["my-wasp"]["file"] == str(first / "my-wasp.cw")
    assert listed["my-other"]["error"] is None and listed["accordion"]["file"] is None
    assert main(["list", "--variants", str(tmp_path / "nowhere"), "--json"]) == 1
    assert "no such folder" in json.loads(capsys.readouterr().out)["error"]["message"]


def test_a_file_that_fails_its_check_is_listed_with_its_error_and_never_loaded(tmp_path, capsys):
    folder = user_folder(tmp_path)
    (folder / "my-broken.cw").write_text(BROKEN)
    (folder / "unreadable.cw").write_text("game ???")
    (folder / "my-orphan.cw").write_text(ORPHAN)  # reads, but fails its check
    (folder / "klondike.cw").write_text(MY_WASP.replace("my-wasp", "klondike"))
    assert not {"my-broken", "unreadable", "my-orphan"} & set(cardwright.variants())
    with pytest.raises(cardwright.VariantError, match="tablaeu"):
        cardwright.load("my-broken")
    with pytest.raises(cardwright.VariantError, match="nothing-here"):
        cardwright.load("my-orphan")
    assert cardwright.load("klondike").rules.source  # the shipped one: never replaced
    broken = {item.name: str(item.error) for item in registry.unavailable()}
    assert "tablaeu" in broken["my-broken"] and "unreadable" in broken
    assert "nothing-here" in broken["my-orphan"]
    assert "taken by a shipped variant" in broken["klondike"]
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "my-broken" in out and "cannot load" in out


def test_packs_install_their_variants_through_the_entry_point_group(tmp_path, monkeypatch):
    package = tmp_path / "site" / "mypack"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "wasp.cw").write_text(MY_WASP.replace("my-wasp", "pack-wasp"))
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    points = [
        types.SimpleNamespace(name="mypack", module="mypack", value="mypack"),
        types.SimpleNamespace(name="gone", module="no_such_pack", value="no_such_pack"),
    ]
    monkeypatch.setattr(registry, "_entry_points", lambda: points)
    registry._forget()
    assert "pack-wasp" in cardwright.variants()
    assert cardwright.load("pack-wasp").rules.title == "My Wasp"
    gone = [item for item in registry.unavailable() if item.name == "gone"]
    assert gone and gone[0].source == "pack gone"
    sys.modules.pop("mypack", None)


def test_reload_picks_up_a_saved_change_and_a_new_file(tmp_path):
    folder = user_folder(tmp_path)
    registry.watch(True)
    assert "my-wasp" not in cardwright.variants()
    (folder / "my-wasp.cw").write_text(MY_WASP)
    assert "my-wasp" in cardwright.variants()
    (folder / "my-wasp.cw").write_text(MY_WASP.replace('"My Wasp"', '"My Better Wasp"') + "\n")
    assert cardwright.load("my-wasp").title == "My Better Wasp"
    (folder / "my-wasp.cw").write_text(BROKEN.replace("my-broken", "my-wasp"))
    with pytest.raises(cardwright.VariantError, match="tablaeu"):
        cardwright.load("my-wasp")


def _ask(session_messages, session, request):
    session.handle(request)
    return session_messages[-1]


def test_the_protocol_lists_user_variants_and_never_reads_a_path_it_is_sent(tmp_path):
    folder = user_folder(tmp_path)
    (folder / "my-wasp.cw").write_text(MY_WASP)
    (folder / "my-broken.cw").write_text(BROKEN)
    sent = []
    session = Session(sent.append)
    listed = _ask(sent, session, {"id": 1, "type": "variants"})
    assert "my-wasp" in [v["name"] for v in listed["variants"]]
    assert listed["unavailable"][0]["name"] == "my-broken"
    assert str(tmp_path) not in json.dumps(listed)  # names, never the user's folders
    assert _ask(sent, session, {"id": 2, "type": "load", "variant": "my-wasp"})["type"] == "load"
    for path in (str(folder / "my-wasp.cw"), "../data/variants/my-wasp.cw", "my-wasp.cw"):
        refused = _ask(sent, session, {"id": 3, "type": "load", "variant": path})
        assert refused["code"] == "unknown-variant" and "files are not read" in refused["message"]
    refused = _ask(sent, session, {"id": 4, "type": "load", "variant": "my-broken"})
    assert refused["code"] == "unknown-variant" and "tablaeu" in refused["message"]
