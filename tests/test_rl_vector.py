"""The vectorised environment (docs/rl.md): many games stepped by the native core in one call,
giving exactly what the single environment gives for the same seeds and actions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

gymnasium = pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

import cardwright  # noqa: E402
from cardwright.frontends.rl import CardwrightEnv, CardwrightVectorEnv, env_id  # noqa: E402

pytestmark = pytest.mark.skipif(
    cardwright.load("klondike").native is None,
    reason="the vectorised environment runs on the native core (not built, or engine=python)",
)


def _same_observation(vector_obs, i, single_obs, where):
    assert vector_obs.keys() == single_obs.keys(), where
    for key, array in single_obs.items():
        assert np.array_equal(vector_obs[key][i], array), f"{where}: {key} differs"


def _side_by_side(variant, games, steps, seed, illegal_share=0.05, **arguments):
    """Steps the vectorised environment and one single environment per game with the same
    actions (random, mostly legal), comparing every observation, mask, reward and flag; the
    single one is reset from the seed the vectorised one says it dealt. Returns the episodes
    seen ending."""
    vector = CardwrightVectorEnv(variant, games, **arguments)
    singles = [CardwrightEnv(variant, **arguments) for _ in range(games)]
    obs, info = vector.reset(seed=seed)
    for i, env in enumerate(singles):
        single_obs, single_info = env.reset(seed=int(info["seed"][i]))
        _same_observation(obs, i, single_obs, f"game {i} at reset")
        assert np.array_equal(info["action_mask"][i], single_info["action_mask"].astype(bool))
    rng = np.random.default_rng(seed)
    restarting = [False] * games
    ended = 0
    for step in range(steps):
        masks = vector.action_masks()
        actions = np.array(
            [
                rng.integers(masks.shape[1])
                if rng.random() < illegal_share or not row.any()  # an ended game: ignored
                else rng.choice(np.flatnonzero(row))
                for row in masks
            ]
        )
        obs, rewards, terminated, truncated, info = vector.step(actions)
        for i, env in enumerate(singles):
            where = f"game {i}, step {step}"
            if restarting[i]:  # the step after an episode's end deals the next one
                single_obs, single_info = env.reset(seed=int(info["seed"][i]))
                assert (rewards[i], terminated[i], truncated[i]) == (0.0, False, False), where
            else:
                single_obs, reward, done, cut, single_info = env.step(int(actions[i]))
                assert rewards[i] == reward, where
                assert (terminated[i], truncated[i]) == (done, cut), where
                assert info["illegal"][i] == single_info["illegal"], where
            _same_observation(obs, i, single_obs, where)
            mask = single_info["action_mask"].astype(bool)
            assert np.array_equal(info["action_mask"][i], mask), where
            restarting[i] = bool(terminated[i] or truncated[i])
            ended += restarting[i]
    return ended


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("klondike", {}),
        ("klondike", {"stuck_search": False, "draw": 1}),
        ("accordion", {}),  # a row that shrinks; scored lower-is-better
        ("canfield", {"passes": 1}),  # a limited redeal: actions_used in the observation
        ("la-belle-lucie", {}),  # a draw action (merci) with its own action ids
        ("golf", {}),
        ("freecell", {"stuck_search": False}),
    ],
)
def test_the_vectorised_env_gives_what_the_single_env_gives(variant, options):
    ended = _side_by_side(variant, games=3, steps=120, seed=11, max_steps=60, **options)
    assert ended > 0  # episodes ended and the games dealt the next ones


def test_make_vec_returns_the_core_batch_and_its_spaces_batch_the_single_ones():
    env = gymnasium.make_vec(env_id("klondike"), num_envs=4)
    assert isinstance(env, CardwrightVectorEnv)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    single = CardwrightEnv("klondike")
    assert env.single_action_space == single.action_space
    assert env.single_observation_space == single.observation_space
    obs, info = env.reset(seed=3)
    assert obs in env.observation_space
    assert list(info["seed"]) == [3, 4, 5, 6]


def test_no_game_starts_an_episode_that_is_already_over():
    # Klondike seed 85 is stuck at the deal: its game skips to the next seed of its stream.
    assert cardwright.load("klondike").deal(seed=85).outcome is not None
    env = CardwrightVectorEnv("klondike", 2)
    _, info = env.reset(seed=84)
    assert list(info["seed"]) == [84, 87]  # game 1: 85 skipped, then 85 + 2
    assert list(info["skipped"]) == [0, 1]


@pytest.mark.parametrize("variant", ["klondike", "accordion"])
def test_same_step_autoreset_deals_the_next_episode_in_the_step_that_ends_one(variant):
    # Held to one single env per game: the step that ends an episode returns the single env's
    # last observation in infos["final_obs"] and, as the observation, the next deal of the
    # game's seed stream.
    env = CardwrightVectorEnv(variant, 4, max_steps=30, autoreset_mode="same_step")
    assert env.metadata["autoreset_mode"] is gymnasium.vector.AutoresetMode.SAME_STEP
    singles = [CardwrightEnv(variant, max_steps=30) for _ in range(4)]
    obs, info = env.reset(seed=3)
    for i, single in enumerate(singles):
        single.reset(seed=int(info["seed"][i]))
    rng = np.random.default_rng(3)
    ended = 0
    for step in range(150):
        masks = env.action_masks()
        assert masks.any(axis=1).all(), f"step {step}: a game with no legal action"
        actions = np.array([rng.choice(np.flatnonzero(row)) for row in masks])
        obs, rewards, terminated, truncated, info = env.step(actions)
        done = terminated | truncated
        assert np.array_equal(info.get("_final_obs", np.zeros(4, bool)), done)
        for i, single in enumerate(singles):
            where = f"game {i}, step {step}"
            single_obs, reward, single_done, cut, single_info = single.step(int(actions[i]))
            assert (rewards[i], terminated[i], truncated[i]) == (reward, single_done, cut), where
            if done[i]:
                _same_observation_dict(info["final_obs"][i], single_obs, where)
                assert info["final_info"]["outcome"][i] == (single_info["outcome"] or ""), where
                ended += 1
                single_obs, single_info = single.reset(seed=int(info["seed"][i]))
                assert info["seed"][i] != info["final_info"]["seed"][i], where
            _same_observation(obs, i, single_obs, where)
            mask = single_info["action_mask"].astype(bool)
            assert np.array_equal(info["action_mask"][i], mask), where
    assert ended > 0


def _same_observation_dict(obs, single_obs, where):
    assert obs.keys() == single_obs.keys(), where
    for key, array in single_obs.items():
        assert np.array_equal(obs[key], array), f"{where}: {key} differs"


def test_threads_play_the_same_games():
    def run(threads):
        env = CardwrightVectorEnv("klondike", 8, threads=threads, max_steps=40)
        env.reset(seed=1)
        rng = np.random.default_rng(0)
        seen = []
        for _ in range(100):
            masks = env.action_masks()
            actions = np.array(
                [rng.choice(np.flatnonzero(row)) if row.any() else 0 for row in masks]
            )
            obs, rewards, terminated, truncated, _ = env.step(actions)
            seen.append((obs["tableau"].copy(), rewards, terminated, truncated))
        return seen

    for one, two in zip(run(1), run(2), strict=True):
        for a, b in zip(one, two, strict=True):
            assert np.array_equal(a, b)


def test_bad_arguments_are_clear_errors():
    with pytest.raises(ValueError, match="2 players"):
        CardwrightVectorEnv("double-solitaire", 2)
    with pytest.raises(ValueError, match="num_envs"):
        CardwrightVectorEnv("klondike", 0)
    with pytest.raises(ValueError, match="autoreset_mode is 'next_step' or 'same_step'"):
        CardwrightVectorEnv("klondike", 2, autoreset_mode="disabled")
    env = CardwrightVectorEnv("klondike", 2)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.zeros(2, dtype=np.int64))
    env.reset(seed=1)
    with pytest.raises(ValueError, match="one per game"):
        env.step(np.zeros(3, dtype=np.int64))
    with pytest.raises(cardwright.CardwrightError, match="not in Discrete"):
        env.step(np.array([0, 10**6]))


def test_legal_actions_list_what_the_mask_marks():
    env = CardwrightVectorEnv("klondike", 4)
    env.reset(seed=7)
    rng = np.random.default_rng(1)
    for _ in range(50):
        ids, counts = env.legal_actions()
        masks = env.action_masks()
        for i in range(4):
            assert sorted(ids[i, : counts[i]]) == list(np.flatnonzero(masks[i]))
        picks = (rng.random(4) * counts).astype(int)
        env.step(ids[np.arange(4), picks])


def test_bench_rl_prints_steps_per_second_of_each_environment(capsys):
    import json

    from cardwright.frontends.cli import main

    argv = ["bench", "--rl", "golf", "--games", "4", "--seconds", "0.2", "--threads", "2"]
    assert main([*argv, "--memory-games", "64", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["memory_games"] == 64 and found["bytes_per_game"] is not None
    rows = found["results"]
    assert [r["environment"] for r in rows] == [
        "single env (CardwrightEnv)",
        "vectorised, 4 games, 1 thread",
        "vectorised, 4 games, 2 threads",
    ]
    assert all(r["steps"] > 0 and r["steps_per_second"] > 0 for r in rows)
    # the keys docs/cli.md documents for bench --rl
    assert all(set(r) == {"environment", "steps", "seconds", "steps_per_second"} for r in rows)
    assert main([*argv, "--memory-games", "64"]) == 0
    printed = capsys.readouterr().out
    assert "steps/s" in printed and "bytes per game of the vectorised env at N = 64" in printed


@pytest.mark.parametrize("variant", ["klondike", "canfield", "la-belle-lucie", "accordion"])
def test_the_single_env_on_the_core_plays_as_on_the_python_engine(variant):
    core = CardwrightEnv(variant, max_steps=80)
    reference = CardwrightEnv(variant, max_steps=80, engine="python")
    assert core._core is not None and reference._core is None
    rng = np.random.default_rng(5)
    for episode in range(3):
        (obs, info), (ref_obs, ref_info) = core.reset(seed=episode), reference.reset(seed=episode)
        for _ in range(80):
            _same_observation({k: v[None] for k, v in obs.items()}, 0, ref_obs, variant)
            assert np.array_equal(info["action_mask"], ref_info["action_mask"])
            assert info["outcome"] == ref_info["outcome"] and info["seed"] == ref_info["seed"]
            if info["outcome"] is not None:
                break
            legal = np.flatnonzero(info["action_mask"])
            action = (
                int(rng.choice(legal))
                if rng.random() > 0.1
                else int(rng.integers(len(info["action_mask"])))
            )
            obs, reward, terminated, truncated, info = core.step(action)
            ref_obs, ref_reward, ref_terminated, ref_truncated, ref_info = reference.step(action)
            assert (reward, terminated, truncated) == (ref_reward, ref_terminated, ref_truncated)
            assert info["move"] == ref_info["move"] and info["illegal"] == ref_info["illegal"]
            assert core.state == reference.state
            if truncated:
                break


@settings(max_examples=8, deadline=None)
@given(
    variant=st.sampled_from(["klondike", "golf", "canfield", "accordion"]),
    seed=st.integers(0, 2**32),
    games=st.integers(1, 4),
    illegal_share=st.sampled_from([0.0, 0.2, 0.6]),
)
def test_random_actions_illegal_ones_included_match_the_single_env(
    variant, seed, games, illegal_share
):
    _side_by_side(variant, games, steps=40, seed=seed, illegal_share=illegal_share, max_steps=25)
