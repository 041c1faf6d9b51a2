"""MaskablePPO (sb3-contrib) trained on the native vectorised environment, for a fixed budget,
then its win rate against random legal play on the same unseen deals (docs/rl.md, "Training on
the vectorised environment").

Run by hand, in a venv of its own (sb3-contrib and torch are not cardwright's dependencies):

    python tests/bench/maskable_ppo.py golf --steps 200000 --games 16 --episodes 1000

Stable-Baselines3 steps its own ``VecEnv`` type, whose autoreset is "same step" with the last
observation in each game's ``info["terminal_observation"]``; ``SameStepVecEnv`` below adapts
``CardwrightVectorEnv(autoreset_mode="same_step")`` to it without stepping any game in Python.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import numpy as np
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env.base_vec_env import VecEnv

from cardwright.frontends.rl import CardwrightVectorEnv


class SameStepVecEnv(VecEnv):
    """A Stable-Baselines3 ``VecEnv`` over the core's batch of games."""

    def __init__(self, variant: str, games: int, **arguments: Any) -> None:
        self.env = CardwrightVectorEnv(variant, games, autoreset_mode="same_step", **arguments)
        super().__init__(games, self.env.single_observation_space, self.env.single_action_space)
        self._actions: np.ndarray | None = None
        self._seed: int | None = None

    def reset(self) -> dict[str, np.ndarray]:
        observation, _ = self.env.reset(seed=self._seed)
        self._seed = None
        return observation

    def seed(self, seed: int | None = None) -> list[int | None]:
        self._seed = seed
        return [seed] * self.num_envs

    def step_async(self, actions: np.ndarray) -> None:
        self._actions = actions

    def step_wait(self) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray, list[dict]]:
        observation, reward, terminated, truncated, info = self.env.step(self._actions)
        done = terminated | truncated
        infos: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        for i in np.flatnonzero(done):
            infos[i]["terminal_observation"] = info["final_obs"][i]
            infos[i]["TimeLimit.truncated"] = bool(truncated[i] and not terminated[i])
            infos[i]["outcome"] = str(info["final_info"]["outcome"][i])
        return observation, reward.astype(np.float32), done, infos

    def action_masks(self) -> np.ndarray:
        return self.env.action_masks()

    def env_method(self, method_name: str, *args: Any, indices: Any = None, **kwargs: Any):
        if method_name == "action_masks":  # what MaskablePPO asks for, one row per game
            return list(self.env.action_masks())
        raise AttributeError(method_name)

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        return [getattr(self.env, attr_name)] * self.num_envs

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        setattr(self.env, attr_name, value)

    def env_is_wrapped(self, wrapper_class: type, indices: Any = None) -> list[bool]:
        return [False] * self.num_envs

    def close(self) -> None:
        self.env.close()


def win_rate(variant: str, episodes: int, seed: int, policy: Any, **arguments: Any) -> float:
    """Plays ``episodes`` whole episodes from seeds ``seed``, ``seed + 1``, ... (one game per
    episode, all at once) and returns the share won. ``policy(observation, masks)`` gives the
    actions; None plays a uniformly random legal action."""
    env = CardwrightVectorEnv(variant, episodes, autoreset_mode="same_step", **arguments)
    observation, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    playing = np.ones(episodes, dtype=bool)
    won = np.zeros(episodes, dtype=bool)
    while playing.any():
        masks = env.action_masks()
        if policy is None:
            ids, counts = env.legal_actions()
            actions = ids[np.arange(episodes), (rng.random(episodes) * counts).astype(int)]
        else:
            actions = policy(observation, masks)
        observation, _, terminated, truncated, info = env.step(actions)
        ended = playing & (terminated | truncated)
        if ended.any():
            won |= ended & (info["final_info"]["outcome"] == "won")
        playing &= ~ended  # the games that ended deal anew: only their first episode counts
    return float(won.mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", nargs="?", default="golf")
    parser.add_argument("--steps", type=int, default=200_000, help="training steps (all games)")
    parser.add_argument("--games", type=int, default=16, help="games stepped together")
    parser.add_argument("--episodes", type=int, default=1000, help="evaluation deals")
    parser.add_argument("--max-steps", type=int, default=200, help="steps before truncation")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--no-stuck-search", action="store_true", help="end episodes only when won or blocked"
    )
    args = parser.parse_args()
    arguments = {"max_steps": args.max_steps, "stuck_search": not args.no_stuck_search}
    unseen = 10**9  # evaluation deals: far from the training seeds

    random_rate = win_rate(args.variant, args.episodes, unseen, None, **arguments)
    env = SameStepVecEnv(args.variant, args.games, **arguments)
    env.seed(args.seed)
    model = MaskablePPO("MultiInputPolicy", env, n_steps=256, batch_size=1024, seed=args.seed)
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps)
    seconds = time.perf_counter() - start

    def policy(deterministic: bool) -> Any:
        def act(observation: dict[str, np.ndarray], masks: np.ndarray) -> np.ndarray:
            actions, _ = model.predict(observation, action_masks=masks, deterministic=deterministic)
            return actions

        return act

    sampled_rate = win_rate(args.variant, args.episodes, unseen, policy(False), **arguments)
    greedy_rate = win_rate(args.variant, args.episodes, unseen, policy(True), **arguments)
    print(
        json.dumps(
            {
                "variant": args.variant,
                "training_steps": args.steps,
                "games": args.games,
                "training_seconds": round(seconds, 1),
                "evaluation_deals": args.episodes,
                "max_steps": args.max_steps,
                "stuck_search": not args.no_stuck_search,
                "random_win_rate": random_rate,
                "trained_win_rate": sampled_rate,  # actions sampled from the policy
                "trained_greedy_win_rate": greedy_rate,  # its most likely action
            }
        )
    )


if __name__ == "__main__":
    main()
