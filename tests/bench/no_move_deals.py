"""How often a fresh Double Solitaire layout allows no move at all (draw 3), and a check that the
engine's DBL-9 search agrees on every such layout.

    python tests/bench/no_move_deals.py [--deals 100000] [--first-seed 1]

Each deal gives two Klondike layouts (one per player, each from its own deck). A layout has no
move at all when none of its 7 face-up tableau tops and none of the 8 cards that draw-3 turning
can ever bring to the top of the waste (every third card of the stock, when nothing is played)
can go anywhere: no Ace among them, none fits on a tableau top (one rank lower, other colour),
and there is no empty column. The published exact share for draw-3 Klondike is 0.2500186 %
(de Ruiter, 2012). This count is computed here by hand, independently of the engine's move
generator; then ``state.can_progress(player)`` must be False on every counted layout.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

import cardwright

PUBLISHED = 0.2500186 / 100


def no_move_at_all(tableau, stock) -> bool:
    """The hand-written criterion, from the piles of one player's fresh layout."""
    tops = [pile[-1] for pile in tableau]
    reachable = [stock[-k] for k in range(3, len(stock) + 1, 3)]  # the waste tops of one cycle
    if any(not pile for pile in tableau):
        return False
    candidates = tops + reachable
    if any(card.rank == 1 for card in candidates):
        return False
    for card in candidates:
        for top in tops:
            if top is not card and card.rank == top.rank - 1 and card.red != top.red:
                return False
    return True


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args(argv)
    game = cardwright.load("double-solitaire")
    layouts = blocked = disagreements = 0
    started = time.perf_counter()
    for seed in range(args.first_seed, args.first_seed + args.deals):
        state = game.deal(seed=seed)
        for player in (0, 1):
            layouts += 1
            tableau = state.piles("tableau", player)
            stock = state.piles("stock", player)[0]
            if no_move_at_all(tableau, stock):
                blocked += 1
                if state.legal_moves(player) != [m for m in state.legal_moves(player) if m.action]:
                    print(
                        f"seed {seed} player {player + 1}: the engine lists a card move",
                        file=sys.stderr,
                    )
                    disagreements += 1
                if state.can_progress(player):
                    print(f"seed {seed} player {player + 1}: can_progress is True", file=sys.stderr)
                    disagreements += 1
    seconds = time.perf_counter() - started
    low, high = wilson(blocked, layouts)
    print(
        f"deals {args.deals} (seeds {args.first_seed}..{args.first_seed + args.deals - 1}), layouts {layouts}, {seconds:.0f} s"
    )
    print(
        f"no move at all: {blocked} = {100 * blocked / layouts:.4f} %  (95 % Wilson interval {100 * low:.4f} – {100 * high:.4f} %)"
    )
    print(
        f"published (de Ruiter 2012, draw 3): {100 * PUBLISHED:.7f} %  — {'inside' if low <= PUBLISHED <= high else 'OUTSIDE'} the interval"
    )
    print(
        f"can_progress False on every counted layout: {'yes' if disagreements == 0 else f'NO ({disagreements} disagreements)'}"
    )
    return 0 if disagreements == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
