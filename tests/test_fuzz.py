"""Issue 15: a variant file that loads never breaks at play.

Every shipped variant file is mutated (lines deleted, duplicated, swapped or borrowed from another
file; numbers changed to 0, 1, large or negative values; words changed to other words of the
language; zone names changed in references). Loading a mutated file may only raise VariantError.
When it loads, a few deals are played by random legal moves, and at each step: no card is created
or lost, every listed move applies, the outcome can be read, the state round-trips through
``to_dict``/``from_dict``, and garbage moves raise only IllegalMove and change nothing.

A mutation can make a game very wide (``zone cells: cell, 1000 piles`` is a valid file): then
each step has thousands of moves and the outcome's bounded search still visits its 20 000
positions times thousands of moves. In such positions (more than ``WIDE`` moves) the test
applies a sample of the moves and does not read the outcome, so that one example never runs
for hours; the event counts them.

``test_mutated_variant_files_load_cleanly_and_play_safely`` runs in the normal suite with the
active Hypothesis profile (tests/conftest.py). The long run, ``test_fuzz_long``, is marked
``fuzz`` and skipped unless selected (conftest.py): ``python -m pytest -m fuzz tests/test_fuzz.py``.
"""

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import cardwright
from cardwright import IllegalMove, Move, VariantError

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = {
    path.stem: path.read_text(encoding="utf-8") for path in sorted(ROOT.glob("variants/*.cw"))
}
NAMES = sorted(SHIPPED)


def _code(line):
    """A line without its comment (no variant file puts '#' inside a string)."""
    return line.split("#", 1)[0]


# The words of the language: the grammar's keywords and every word the shipped files use.
_GRAMMAR = (ROOT / "grammars" / "variant.lark").read_text(encoding="utf-8")
WORDS = sorted(
    set(re.findall(r'"([a-z][a-z-]*)"', _GRAMMAR))
    | {
        word
        for text in SHIPPED.values()
        for line in text.splitlines()
        for word in re.findall(r"\b[a-z][a-z-]*\b", re.sub(r'"[^"]*"', "", _code(line)))
    }
)
ZONES = {
    name: sorted(set(re.findall(r"^\s*zone ([a-z][a-z0-9-]*)\s*:", text, re.M)))
    for name, text in SHIPPED.items()
}
ALL_ZONES = sorted({zone for zones in ZONES.values() for zone in zones})
NUMBERS = st.one_of(
    st.sampled_from([0, 1, 2, 3, 4, 7, 8, 9, 13, 52, 104, 1000, 1001, 10**6, 10**20, -1, -13]),
    st.integers(-5, 60),
)
_NUMBER = re.compile(r"(?<![\w.-])-?\d+")
_WORD = re.compile(r"\b[a-z][a-z-]*\b")


def _tokens(pattern, line):
    """The matches of ``pattern`` in the code of ``line`` (not in a comment or a string)."""
    code = _code(line)
    strings = [m.span() for m in re.finditer(r'"[^"]*"', code)]
    return [m for m in pattern.finditer(code) if not any(a <= m.start() < b for a, b in strings)]


def _replace(line, match, text):
    return line[: match.start()] + text + line[match.end() :]


@st.composite
def mutated_files(draw):
    """(variant name, mutated text, the mutations made) for one shipped file."""
    name = draw(st.sampled_from(NAMES))
    lines = SHIPPED[name].splitlines()
    done = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(
            st.sampled_from(["delete", "duplicate", "swap", "number", "word", "zone", "insert"])
        )
        i = draw(st.integers(0, len(lines) - 1)) if lines else 0
        if kind == "delete" and lines:
            done.append(f"delete {lines.pop(i)!r}")
        elif kind == "duplicate" and lines:
            lines.insert(i, lines[i])
            done.append(f"duplicate {lines[i]!r}")
        elif kind == "swap" and lines:
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            done.append(f"swap {lines[j]!r} and {lines[i]!r}")
        elif kind in ("number", "word", "zone"):
            pattern = _NUMBER if kind == "number" else _WORD
            places = [(k, m) for k, line in enumerate(lines) for m in _tokens(pattern, line)]
            if kind == "zone":
                zones = ZONES[name] or ["stock"]
                places = [(k, m) for k, m in places if m.group() in zones]
            if not places:
                continue
            k, match = draw(st.sampled_from(places))
            if kind == "number":
                new = str(draw(NUMBERS))
            elif kind == "word":
                new = draw(st.sampled_from(WORDS))
            else:
                new = draw(st.sampled_from([*ZONES[name], "nowhere", *ALL_ZONES]))
            done.append(f"{kind} {match.group()!r} -> {new!r} in {lines[k]!r}")
            lines[k] = _replace(lines[k], match, new)
        elif kind == "insert":
            other = SHIPPED[draw(st.sampled_from(NAMES))].splitlines()
            clause = draw(st.sampled_from([line for line in other if _code(line).strip()]))
            lines.insert(i, clause)
            done.append(f"insert {clause!r}")
    return name, "\n".join(lines) + "\n", done


# Notation-like garbage: zone names, numbers, '>' and ':' in any order.
GARBAGE = st.one_of(
    st.text(max_size=30),
    st.lists(
        st.sampled_from(
            [
                "tableau",
                "foundation",
                "stock",
                "waste",
                "row",
                "reserve",
                "cell",
                "nowhere",
                "deal",
                "turn",
                "redeal",
                "p1 ",
                "p2 ",
                "p9 ",
                "0",
                "1",
                "3",
                "99",
                "-1",
                "99999999999",
                ">",
                ":",
                " ",
            ]
        ),
        max_size=6,
    ).map("".join),
)


def identities(state):
    return Counter((card.rank, card.suit, card.owner) for card in state.cards())


def _refused(state, move, player=None):
    """``play`` raises IllegalMove for ``move`` and leaves ``state`` as it was."""
    before = state.to_dict()
    with pytest.raises(IllegalMove):
        state.play(move, player)
    assert state.to_dict() == before


def _garbage_is_refused_or_legal(state, text, player=None):
    """A random string either reads as a legal move or raises IllegalMove; never changes state."""
    before = state.to_dict()
    try:
        after = state.play(text, player)
    except IllegalMove:
        pass
    else:
        assert state.parse_move(text, player) in state.legal_moves(player)
        assert isinstance(after, cardwright.State)
    assert state.to_dict() == before


def _illegal_moves(game, state, moves, draw):
    """Moves that cannot be legal: another (nonexistent) player's, onto nonexistent piles or
    zones, of no cards."""
    zones = list(game.zones)
    yield Move(game.players, (zones[0], 0), (zones[-1], 0), 1)
    yield Move(0, ("nowhere", 0), (zones[0], 0), 1)
    yield Move(0, (zones[0], 0), ("nowhere", 0), 1)
    yield Move(0, (draw(st.sampled_from(zones)), 10_000), (draw(st.sampled_from(zones)), 0), 1)
    if moves:
        move = draw(st.sampled_from(moves))
        if move.target is not None:
            zone, _ = move.target
            yield move._replace(target=(zone, 10_000 + draw(st.integers(0, 5))))
            yield move._replace(target=("nowhere", move.target[1]))
        yield move._replace(player=game.players + draw(st.integers(0, 3)))
        yield move._replace(count=0)


WIDE = 100  # moves in one position past which only a sample is applied and the outcome not read


def check_mutated_file(tmp_path, data):
    name, text, done = data.draw(mutated_files(), label="file")
    note = f"{name} with " + "; ".join(done)
    path = tmp_path / f"{name}.cw"
    path.write_text(text, encoding="utf-8")
    engine = data.draw(st.sampled_from([None, "python"]), label="engine")
    try:
        game = cardwright.load(path, engine=engine)
    except VariantError as error:
        assert str(error), note
        event("refused with VariantError")
        return
    event("loaded and played")
    for seed in data.draw(
        st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=2), label="seeds"
    ):
        state = game.deal(seed=seed)
        expected = identities(state)
        assert sum(expected.values()) == game.rules.total_cards, note
        for _step in range(data.draw(st.integers(0, 40), label="steps")):
            moves = state.legal_moves()
            wide = len(moves) > WIDE
            if wide:
                event("wide position: a sample of the moves applied, the outcome not read")
            else:
                outcome = state.outcome  # readable at every step
                assert outcome is None or isinstance(outcome, cardwright.Outcome)
            assert identities(state) == expected, note
            assert game.from_dict(state.to_dict()).to_dict() == state.to_dict(), note
            checked = moves[:: len(moves) // WIDE + 1] if wide else moves
            for move in checked:  # every listed move applies and keeps the cards
                assert identities(state.play(move)) == expected, (note, str(move))
            for move in _illegal_moves(game, state, moves, data.draw):
                if move not in moves:
                    _refused(state, move)
            _garbage_is_refused_or_legal(state, data.draw(GARBAGE, label="garbage"))
            if moves and game.players > 1:  # one player's move played as another's
                move = data.draw(st.sampled_from(moves))
                _refused(state, move, player=(move.player + 1) % game.players)
            if not moves:
                break
            state = state.play(data.draw(st.sampled_from(moves), label="move"))
        assert identities(state) == expected, note
        if len(state.legal_moves()) <= WIDE:
            assert state.outcome is None or isinstance(state.outcome, cardwright.Outcome)


_FIXTURE_OK = [
    HealthCheck.function_scoped_fixture,
    HealthCheck.too_slow,
    HealthCheck.data_too_large,
]


@settings(suppress_health_check=_FIXTURE_OK)
@given(data=st.data())
def test_mutated_variant_files_load_cleanly_and_play_safely(tmp_path, data):
    check_mutated_file(tmp_path, data)


@pytest.mark.fuzz
@settings(max_examples=2000, deadline=None, suppress_health_check=_FIXTURE_OK)
@given(data=st.data())
def test_fuzz_long(tmp_path, data):
    check_mutated_file(tmp_path, data)
