"""The reinforcement-learning environments (docs/rl.md): Gymnasium for one-player variants,
PettingZoo for the Double Solitaire race. Both pass the libraries' own checkers; the action mask
is exactly the legal moves; seeded resets deal the engine's deals; face-down cards stay hidden."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import parallel_api_test  # noqa: E402
from positions import two_player_position  # noqa: E402

import cardwright  # noqa: E402
from cardwright import IllegalMove  # noqa: E402
from cardwright.frontends import rl  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"
UNKNOWN = 53  # a face-down card in a one-deck, one-player game


def _one_player_variants():
    return [name for name in cardwright.variants() if cardwright.load(name).players == 1]


def _play_randomly(env, info, rng, steps):
    """Random legal actions; at each step the mask must be exactly the legal moves, and the
    move played must be the one the action names."""
    played = 0
    for _ in range(steps):
        mask = info["action_mask"]
        legal = env.state.legal_moves()
        assert mask.dtype == np.int8
        assert int(mask.sum()) == len(legal)
        assert sorted(np.flatnonzero(mask)) == sorted(env.actions.id_of(m) for m in legal)
        # The same ids listed, in the order of the legal moves.
        assert env.legal_actions() == [env.actions.id_of(m) for m in legal]
        if not legal:
            break
        action = int(rng.choice(np.flatnonzero(mask)))
        _, _, terminated, truncated, info = env.step(action)
        played += 1
        assert not info["illegal"]
        assert info["move"] in {str(m) for m in legal}
        assert terminated == (env.state.outcome is not None)
        if terminated or truncated:
            break
    return played


# -- the optional extra ----------------------------------------------------------------------


def test_importing_cardwright_imports_no_rl_library():
    code = (
        "import sys, cardwright; cardwright.load('klondike').deal(seed=1); "
        "print(sorted({'gymnasium', 'pettingzoo', 'numpy'} & set(sys.modules)))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "[]", result.stderr


def test_without_the_extra_the_error_names_it():
    code = (
        "import sys; sys.modules['gymnasium'] = None\n"
        "try:\n    import cardwright.frontends.rl\n"
        "except ModuleNotFoundError as error:\n    print(error)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert "pip install 'cardwright[rl]'" in result.stdout, result.stderr


# -- Gymnasium -------------------------------------------------------------------------------


def test_an_id_is_registered_for_every_one_player_variant():
    names = _one_player_variants()
    ids = rl.register()
    assert sorted(ids) == sorted(rl.env_id(name) for name in names)
    assert all(gym_id in gymnasium.registry for gym_id in ids)
    assert rl.env_id("klondike") == "cardwright/Klondike-v0"
    assert rl.env_id("spider-one-suit") == "cardwright/SpiderOneSuit-v0"
    assert rl.env_id("double-solitaire") not in gymnasium.registry  # a race: PettingZoo


def test_make_passes_variant_options_through():
    env = gymnasium.make("cardwright/Klondike-v0", draw=1, passes=3, max_steps=5)
    assert env.unwrapped.game.options == {"draw": 1, "passes": 3}
    assert env.unwrapped.max_steps == 5
    assert "actions_used" in env.observation_space.spaces
    with pytest.raises(cardwright.VariantError):
        gymnasium.make("cardwright/Klondike-v0", draw=2)
    with pytest.raises(ValueError, match="parallel_env"):
        rl.CardwrightEnv("double-solitaire")


@pytest.mark.parametrize("name", ["klondike", "freecell", "accordion", "golf", "spider"])
def test_gymnasium_check_env_passes(name):
    env = gymnasium.make(rl.env_id(name))
    check_env(env.unwrapped, skip_render_check=True)
    check_env(gymnasium.make(rl.env_id(name), render_mode="ansi").unwrapped)


def test_the_mask_is_the_legal_moves_in_a_short_game_of_every_variant():
    rng = np.random.default_rng(0)
    for name in _one_player_variants():
        env = rl.CardwrightEnv(name, stuck_search=False)
        _, info = env.reset(seed=5)
        _play_randomly(env, info, rng, 40)


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("klondike", {"draw": 1}),
        ("freecell", {}),
        ("accordion", {}),
        ("golf", {}),
        ("yukon", {}),
        ("canfield", {}),
        ("gaps", {}),
        ("clock", {}),  # a card to the pile of its rank: a move its gives line does not list
        ("royal-parade", {}),  # exchanges of lone cards
    ],
)
def test_the_mask_is_the_legal_moves_in_whole_random_games(name, options):
    rng = np.random.default_rng(1)
    env = rl.CardwrightEnv(name, max_steps=400, **options)
    played = 0
    for seed in range(2):
        _, info = env.reset(seed=seed)
        played += _play_randomly(env, info, rng, 400)
    assert played >= 20


def test_reset_with_a_seed_deals_the_engines_deal():
    env = gymnasium.make("cardwright/Klondike-v0")
    first, info = env.reset(seed=11)
    assert info["seed"] == 11
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    again, _ = env.reset(seed=11)
    assert all(np.array_equal(first[key], again[key]) for key in first)
    deal = cardwright.load("klondike").deal(seed=11)
    assert env.unwrapped.state == deal
    expected = env.unwrapped.observations.encode(deal)
    assert all(np.array_equal(first[key], expected[key]) for key in first)
    other, _ = env.reset(seed=12)
    assert not np.array_equal(first["tableau"], other["tableau"])
    _, info = env.reset()  # no seed: one is drawn, and said
    assert isinstance(info["seed"], int)
    env.reset(seed=info["seed"])
    assert env.unwrapped.state == cardwright.load("klondike").deal(seed=info["seed"])


def test_a_reset_never_hands_out_a_game_that_is_already_over():
    """Klondike's deal 85 is stuck before its first move: a reset skips it for the next seed
    and says so, so a training loop never steps a finished game."""
    assert cardwright.load("klondike").deal(seed=85).outcome is not None
    env = gymnasium.make("cardwright/Klondike-v0")
    _, info = env.reset(seed=85)
    assert (info["seed"], info["skipped_seeds"], info["outcome"]) == (86, [85], None)
    assert env.unwrapped.state == cardwright.load("klondike").deal(seed=86)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))  # the next step plays
    _, info = env.reset(seed=84)
    assert (info["seed"], info["skipped_seeds"]) == (84, [])
    over = cardwright.load("klondike").deal(seed=85)
    with pytest.raises(ValueError, match="already over"):
        env.reset(options={"state": over})


def test_reset_can_start_from_a_given_position():
    game = cardwright.load("golf")
    state = game.deal(seed=3).play("turn")
    env = rl.CardwrightEnv("golf")
    _, info = env.reset(options={"state": state})
    assert env.state == state
    assert info["seed"] is None
    env.reset(options={"state": state.to_dict()})
    assert env.state == state


def test_face_down_cards_are_hidden():
    env = rl.CardwrightEnv("klondike")
    observation, _ = env.reset(seed=7)
    state = env.state
    for name in ("tableau", "stock"):
        for row, pile in zip(observation[name], state.piles(name), strict=False):
            assert list(row[: len(pile)]) == [
                1 + (card.rank - 1) * 4 + "SHDC".index(card.suit) if card.face_up else UNKNOWN
                for card in pile
            ]
            assert not row[len(pile) :].any()
    assert (observation["stock"][0] == UNKNOWN).sum() == 24
    assert list(observation["tableau"][3][:5]) == [UNKNOWN] * 3 + [observation["tableau"][3][3], 0]
    # Two deals with the same face-up cards and different face-down ones look the same.
    data = state.to_dict()
    stock = data["zones"]["stock"][0]
    data["zones"]["stock"][0] = [*stock[1:], stock[0]]
    shuffled = env.game.from_dict(data)
    seen = env.observations.encode(shuffled)
    assert all(np.array_equal(observation[key], seen[key]) for key in observation)
    assert shuffled != state


def test_an_illegal_action_is_penalized_and_changes_nothing():
    env = rl.CardwrightEnv("klondike", illegal_reward=-2.0)
    observation, info = env.reset(seed=7)
    state = env.state
    assert np.array_equal(env.action_masks(), info["action_mask"].astype(bool))
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    after, reward, terminated, truncated, info = env.step(illegal)
    assert reward == -2.0 and info["illegal"] and not terminated and not truncated
    assert env.state is state
    assert all(np.array_equal(observation[key], after[key]) for key in observation)
    with pytest.raises(ValueError, match="not in Discrete"):
        env.step(len(env.actions))
    strict = rl.CardwrightEnv("klondike", illegal="raise")
    strict.reset(seed=7)
    with pytest.raises(IllegalMove, match="not legal now"):
        strict.step(illegal)


def test_rewards_follow_the_score_and_the_win():
    # Golf: fewer tableau cards is better, so a card taken off the tableau is +1.
    env = rl.CardwrightEnv("golf")
    _, info = env.reset(seed=2)
    names = env.actions.names
    for action in np.flatnonzero(info["action_mask"]):
        if names[action].startswith("tableau"):
            _, reward, *_ = env.step(int(action))
            assert reward == 1.0
            break
    else:
        pytest.skip("no tableau move in this deal")
    # A game one move from the win: the last card home gives its point and the win reward.
    game = cardwright.load("freecell")
    zones = game.deal(seed=1).to_dict()
    foundation = [[f"{r}{s}" for r in "A23456789TJQK"] for s in "SHDC"]
    last = foundation[3].pop()
    zones["zones"] = {
        "cells": [[last], [], [], []],
        "foundation": foundation,
        "tableau": [[] for _ in range(8)],
    }
    env = rl.CardwrightEnv("freecell", win_reward=5.0)
    _, info = env.reset(options={"state": zones})
    action = env.actions.names.index("cells1>foundation4")
    assert info["action_mask"][action] == 1
    _, reward, terminated, _, info = env.step(action)
    assert (reward, terminated, info["outcome"]) == (6.0, True, "won")


def test_truncation_after_max_steps():
    env = rl.CardwrightEnv("klondike", max_steps=3)
    env.reset(seed=1)
    turn = env.actions.names.index("turn")
    results = [env.step(turn)[3] for _ in range(3)]
    assert results == [False, False, True]


def test_the_action_table_is_stable_and_named_in_move_notation():
    a, b = rl.CardwrightEnv("klondike"), rl.CardwrightEnv("klondike")
    assert a.actions.names == b.actions.names
    assert len(a.actions) == 615
    assert a.actions.names[-2:] == ("turn", "redeal")
    assert "tableau7:13>tableau6" in a.actions.names
    accordion = rl.CardwrightEnv("accordion").actions.names
    assert "row2>row1" in accordion and "row4>row1" in accordion and "row3>row1" not in accordion


def test_render_ansi_shows_face_down_cards_as_unknown():
    env = rl.CardwrightEnv("klondike", render_mode="ansi")
    env.reset(seed=7)
    text = env.render()
    assert text.splitlines()[0] == "stock: " + " ".join(["??"] * 24)
    assert rl.CardwrightEnv("klondike").render() is None


# -- PettingZoo --------------------------------------------------------------------------------


def test_pettingzoo_parallel_api_test_passes():
    parallel_api_test(rl.parallel_env(), num_cycles=300)
    parallel_api_test(rl.parallel_env(play="alternate", draw=1), num_cycles=100)


def test_the_race_masks_are_the_legal_moves_and_a_seed_replays_it():
    env = rl.parallel_env(max_cycles=150)
    runs = []
    for _ in range(2):
        observations, _ = env.reset(seed=4)
        rng = np.random.default_rng(3)
        while env.agents:
            state = env.table.state
            actions = {}
            for agent in env.agents:
                player = int(agent[-1]) - 1
                mask = observations[agent]["action_mask"]
                assert mask[env.actions.wait] == 1
                legal = state.legal_moves(player)
                assert int(mask.sum()) == len(legal) + 1
                assert all(mask[env.actions.id_of(m)] for m in legal)
                actions[agent] = int(rng.choice(np.flatnonzero(mask)))
            observations, *_ = env.step(actions)
        runs.append(env.table.state)
    assert runs[0] == runs[1]


def test_the_race_observation_hides_face_down_cards_of_both_players():
    env = rl.parallel_env()
    observations, _ = env.reset(seed=2)
    mine, theirs = observations["player_1"], observations["player_2"]
    own_down, other_down = 52 * 2 + 1, 52 * 2 + 2
    assert (mine["stock"] == own_down).sum() == 24
    assert (mine["opponent_stock"] == other_down).sum() == 24
    # Player 2 sees player 1's tableau as player 1 does, with the codes of the other owner.
    seen_by_other = np.where(mine["tableau"] == own_down, other_down, mine["tableau"] + 52)
    assert np.array_equal(
        theirs["opponent_tableau"], np.where(mine["tableau"] == 0, 0, seen_by_other)
    )
    pile = env.table.state.piles("tableau", 0)[6]
    top = pile[-1]
    assert mine["tableau"][6][6] == 1 + top.key
    assert theirs["opponent_tableau"][6][6] == 53 + top.key  # the other player's card
    assert list(theirs["opponent_tableau"][6][:6]) == [other_down] * 6


def test_the_race_names_players_as_its_agents_in_scores_and_winner():
    env = rl.parallel_env()
    observations, infos = env.reset(seed=7)
    assert infos["player_1"]["scores"] == {"player_1": 0, "player_2": 0}
    rng = np.random.default_rng(1)
    while env.agents:
        actions = {
            agent: rng.choice(np.flatnonzero(observations[agent]["action_mask"]))
            for agent in env.agents
        }
        observations, _, _, _, infos = env.step(actions)
    info = infos["player_1"]
    points = env.table.state.scores()
    assert info["scores"] == {"player_1": points[0], "player_2": points[1]}
    outcome = env.table.state.outcome
    if outcome is not None and outcome.winner is not None:
        assert info["winner"] == f"player_{outcome.winner + 1}"
    else:
        assert info["winner"] is None


def test_a_contested_foundation_beats_the_second_move():
    game = cardwright.load("double-solitaire")
    side = {"tableau": {1: ["2H"]}}
    start = two_player_position(game, side, side, foundation={1: ["AH@1"]})
    env = rl.parallel_env()
    _, infos = env.reset(seed=0, options={"state": start})
    action = env.actions.names.index("tableau1>foundation1")
    assert infos["player_1"]["action_mask"][action] and infos["player_2"]["action_mask"][action]
    _, rewards, _, _, infos = env.step({"player_1": action, "player_2": action})
    beaten = [agent for agent in ("player_1", "player_2") if "beaten" in infos[agent]]
    assert len(beaten) == 1
    assert "beaten to foundation 1" in infos[beaten[0]]["beaten"]
    winner = "player_2" if beaten == ["player_1"] else "player_1"
    assert rewards[winner] == 1.0 and rewards[beaten[0]] == 0.0
    assert len(env.table.state.piles("foundation")[0]) == 2


def test_the_race_penalizes_illegal_actions_and_waiting_is_free():
    env = rl.parallel_env(illegal_reward=-3.0)
    _, infos = env.reset(seed=1)
    before = env.table.state
    illegal = int(np.flatnonzero(infos["player_1"]["action_mask"] == 0)[0])
    _, rewards, *_, infos = env.step({"player_1": illegal, "player_2": env.actions.wait})
    assert rewards == {"player_1": -3.0, "player_2": 0.0}
    assert infos["player_1"]["illegal"] and not infos["player_2"]["illegal"]
    assert env.table.state == before


# -- docs ----------------------------------------------------------------------------------------


def test_the_docs_examples_run(capsys):
    """The Python blocks of docs/rl.md, except the one that needs sb3-contrib."""
    text = (DOCS / "rl.md").read_text("utf-8")
    blocks = [part.split("```", 1)[0] for part in text.split("```python\n")[1:]]
    runnable = [b for b in blocks if "sb3_contrib" not in b]
    assert len(runnable) == 3  # a random agent, the vectorised env, the race
    if cardwright.load("klondike").native is None:  # the vectorised env runs on the core only
        runnable = [b for b in runnable if "make_vec" not in b]
    for block in runnable:
        exec(compile(block, "docs/rl.md", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 2
