"""The games added from PySolFC's classes (issue 28), played against a small reference model.

Each game is described here by a row of plain data read off its PySolFC class (and its base
classes): how many cards each column gets and how many of them lie face down, how the columns
build and what moves from them, what fills a space, where the foundations start and whether
their cards may come back (max_move), how the stock is turned or dealt and how often it is
redealt. The model below knows nothing of Cardwright's rules: it lists the legal moves of a
position and plays a move from that data alone. Random games are then played with the engine,
and after every step the engine's legal moves must be the model's, and the position the engine
reaches must be the one the model computes. Games that place cards rather than build them
(Numerica's family) have a smaller model of their own; the Pyramid and Calculation games, whose
pairing and rank steps other tests cover, have tables of their deal, stock, end and foundation
sequences.

Positions and moves are the engine's public JSON form and notation: a pile is a list of cards
bottom first, "-9C" is a face-down nine of clubs, "tableau1:3>tableau2" moves three cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import positions
import pytest

import cardwright

RANKS = "A23456789TJQK"
RED = "HD"


def rank(card: str) -> int:
    return RANKS.index(card.lstrip("-")[0]) + 1


def suit(card: str) -> str:
    return card[-1]


def up(card: str) -> bool:
    return not card.startswith("-")


def face_up(card: str) -> str:
    return card.lstrip("-")


def face_down(card: str) -> str:
    return "-" + card.lstrip("-")


@dataclass(frozen=True)
class Columns:
    """The tableau: ``sizes`` cards dealt to each column, the bottom ``down`` of them face
    down; a card goes on the card one rank above it (``upwards``: below; ``either``: either,
    ``wrap``: turning the corner), with ``suits`` one of "ac" (alternate colours), "ss" (same
    suit), "bo" (any other suit), "any" or "none" (no building);
    ``moves`` is "top" (one card), "runs" (runs built by the same rule), "suit-runs" (runs
    down in one suit, Spider), "top-or-pile" (Canfield), "face-up" (any face-up cards, Yukon)
    or "supermove" (runs, as many as cells and spaces allow);
    ``space`` is "any", "K", "A", "below-base" (the rank below the first foundation's base
    card) or "none"."""

    sizes: tuple[int, ...]
    down: tuple[int, ...]
    suits: str
    moves: str
    capacity: int = 0  # a column holds at most so many cards (0: no limit)
    space_from: tuple[str, ...] = ()  # a space takes cards only from these zones (Wood)
    space: str = "any"
    either: bool = False
    wrap: bool = False
    refill: tuple[str, ...] = ()  # a space is filled at once from these zones, in turn
    upwards: bool = False  # a card goes on one rank below it (Kingsley)


@dataclass(frozen=True)
class Foundations:
    """``count`` foundations built up from ``base`` (``dealt``: one of each suit dealt there
    first) by ``suits`` ("ss", "ac", "any"); ``back``: the top card may leave again for these
    zones (PySolFC's max_move 1)."""

    count: int
    suits: str = "ss"
    base: int | None = 1  # None: the rank of the first card on a foundation; 0: any card
    dealt: bool = False
    wrap: bool = False
    back: tuple[str, ...] = ()
    per_suit: bool = False
    downwards: bool = False  # from the base down (Kingsley: K Q J ...)
    first: bool = False  # one card dealt to the first foundation at the start
    capacity: int = 13
    collect: bool = False  # Spider's: a King-to-Ace run in suit leaves a column at once
    either: bool = False  # one rank up or down (Golf, Robert)


@dataclass(frozen=True)
class Stock:
    """What the rest of the deck does: "waste" (``draw`` cards turned onto a waste, gone
    through ``passes`` times, None: without limit), "foundation" (turned straight onto the
    foundation, Golf), "rows" (one card dealt onto each column, as far as the cards go) or
    "reserve-rows" (one card onto each reserve pile, Agnes Bernauer)."""

    kind: str = "waste"
    draw: int = 1
    passes: int | None = 1
    not_on_spaces: bool = False  # rows: not while a column is empty (Spider)


@dataclass(frozen=True)
class Game:
    columns: Columns
    foundations: Foundations
    stock: Stock | None = field(default_factory=Stock)
    decks: int = 1
    cells: tuple[int, ...] = ()  # the cards dealt to each cell (one card each at most)
    reserve: tuple[int, ...] = ()  # the cards dealt to each reserve pile (top card plays)
    reserve_open: bool = False  # all of them face up (else only the top one)
    descending: Foundations | None = None  # a second set of foundations, zone "descending"
    reserve_to_columns: bool = True  # else the reserve plays only to the foundations (Terrace)


def yukon(**changes) -> Columns:
    base = dict(
        sizes=(1, 6, 7, 8, 9, 10, 11), down=(0, 1, 2, 3, 4, 5, 6), suits="ac", moves="face-up"
    )
    return Columns(**{**base, "space": "K", **changes})


def forty(**changes) -> Columns:
    base = dict(sizes=(4,) * 10, down=(0,) * 10, suits="ss", moves="top")
    return Columns(**{**base, **changes})


def klondike(**changes) -> Columns:
    base = dict(sizes=(1, 2, 3, 4, 5, 6, 7), down=(0, 1, 2, 3, 4, 5, 6), suits="ac", moves="runs")
    return Columns(**{**base, "space": "K", **changes})


WASTE_THEN_STOCK = ("waste", "stock")


def canfield(**changes) -> Columns:
    base = dict(sizes=(1,) * 4, down=(0,) * 4, suits="ac", moves="top-or-pile", wrap=True)
    return Columns(**{**base, "refill": ("reserve",), **changes})


def spider(**changes) -> Columns:
    base = dict(sizes=(6, 5, 5, 6, 5, 5, 6, 5, 5, 6), down=(5, 4, 4, 5, 4, 4, 5, 4, 4, 5))
    return Columns(**{**base, "suits": "any", "moves": "suit-runs", **changes})


def fan(**changes) -> Columns:
    base = dict(sizes=(3,) * 17 + (1,), down=(0,) * 18, suits="ss", moves="top")
    return Columns(**{**base, "space": "K", **changes})


CONGRESS = Columns((1,) * 8, (0,) * 8, "any", "top", refill=WASTE_THEN_STOCK)
TERRACE_COLUMNS = Columns((1,) * 9, (0,) * 9, "ac", "top", wrap=True, refill=WASTE_THEN_STOCK)
TERRACE = Foundations(8, "ac", base=None, wrap=True, first=True)
COLLECT8 = Foundations(8, collect=True)
GOLF_COLUMNS = Columns((7,) * 9, (0,) * 9, "none", "top", space="none")
GOLF = Foundations(1, "any", first=True, either=True, capacity=104)
NO_COLUMNS = Columns((), (), "none", "top", space="none")
ROBERT = Foundations(1, "any", first=True, either=True, wrap=True, capacity=52)
SPIDER_ROWS = Stock("rows", not_on_spaces=True)
CANFIELD = Foundations(4, base=None, wrap=True, per_suit=True, first=True)


def harp(**changes) -> Columns:
    """PySolFC's Double Klondike: nine columns of 1 to 9 cards, the top one face up."""
    return klondike(**{"sizes": tuple(range(1, 10)), "down": tuple(range(9)), **changes})


BACK = ("tableau",)  # max_move 1: the top card may go back to a column


def kept(count=4):
    """Foundations whose cards stay (max_move 0), one pile per suit in one deck."""
    return Foundations(count, per_suit=count == 4)


def back(count=8, to=BACK, **changes):
    """Foundations whose top card may come back (max_move 1), one pile per suit in one deck."""
    return Foundations(count, back=to, per_suit=count == 4, **changes)


CELLS_TOO = ("tableau", "cells")


GAMES: dict[str, Game] = {
    # Yukon family (games/yukon.py)
    "castles-in-spain": Game(
        Columns((4,) * 13, (3,) * 13, "ac", "supermove"), back(4, **{}), stock=None
    ),
    "roslin": Game(yukon(either=True), kept(), stock=None),
    "odessa": Game(
        yukon(sizes=(6, 8, 8, 8, 8, 8, 6), down=(3,) * 7, suits="ss"), kept(), stock=None
    ),
    "queensland": Game(
        yukon(sizes=(5, 6, 7, 7, 8, 9, 10), suits="ss", space="any"), kept(), stock=None
    ),
    "geoffrey": Game(
        yukon(sizes=(7, 7, 7, 7, 6, 6, 6, 6), down=(0, 0, 0, 0, 4, 4, 4, 4), suits="ss"),
        kept(),
        stock=None,
    ),
    "double-russian-solitaire": Game(
        yukon(
            sizes=(6, 7, 8, 9, 10, 11, 12, 13, 14, 14),
            down=(0, 1, 2, 3, 4, 5, 6, 7, 8, 8),
            suits="ss",
        ),
        kept(8),
        stock=None,
        decks=2,
    ),
    "chinese-discipline": Game(
        yukon(sizes=(7,) * 7, down=(0, 0, 0, 3, 4, 5, 6)), kept(), stock=Stock("rows")
    ),
    "chinese-solitaire": Game(
        yukon(sizes=(7,) * 7, down=(0, 0, 0, 3, 4, 5, 6), space="any"),
        kept(),
        stock=Stock("rows"),
    ),
    "queenie": Game(yukon(sizes=(1, 2, 3, 4, 5, 6, 7), down=(0,) * 7), kept(), Stock("rows")),
    "rushdike": Game(
        yukon(sizes=(1, 2, 3, 4, 5, 6, 7), down=(0, 1, 2, 3, 4, 5, 6), suits="ss"),
        kept(),
        Stock("rows"),
    ),
    "russian-point": Game(
        yukon(sizes=(1, 3, 5, 7, 5, 3, 1), down=(0, 2, 4, 6, 4, 2, 0), suits="ss"),
        kept(),
        Stock("rows"),
    ),
    "brisbane": Game(
        yukon(sizes=(5, 6, 7, 7, 8, 9, 10), suits="any", space="any"), kept(), stock=None
    ),
    "yukon-cells": Game(yukon(), kept(), stock=None, cells=(0, 0)),
    "russian-cell": Game(yukon(suits="ss"), kept(), stock=None, cells=(0, 0)),
    "australian-patience": Game(yukon(sizes=(4,) * 7, down=(0,) * 7, suits="ss"), back(4)),
    "outback-patience": Game(yukon(sizes=(7,) * 8, down=(0,) * 8, suits="ss"), back(8), decks=2),
    "raw-prawn": Game(yukon(sizes=(4,) * 7, down=(0,) * 7, suits="ss", space="any"), back(4)),
    "tasmanian-patience": Game(
        yukon(sizes=(4,) * 7, down=(0,) * 7, suits="ss"), back(4), Stock(draw=3, passes=None)
    ),
    "canberra": Game(yukon(sizes=(4,) * 7, down=(0,) * 7, suits="ss"), back(4), Stock(passes=2)),
    "bim-bom": Game(
        yukon(sizes=(5,) * 8, down=(0,) * 8, suits="ss", space="any"), back(8), decks=2
    ),
    # Forty Thieves family (games/fortythieves.py)
    "waning-moon": Game(forty(sizes=(4,) * 13, down=(0,) * 13), back(), decks=2),
    "thirty-nine-steps": Game(forty(sizes=(3,) * 13, down=(0,) * 13), back(), decks=2),
    "famous-fifty": Game(forty(sizes=(5,) * 10), back(), decks=2),
    "san-juan-hill": Game(forty(), back(dealt=True), decks=2),
    "courtyard": Game(
        forty(sizes=(1,) * 12, down=(0,) * 12, moves="runs", refill=WASTE_THEN_STOCK),
        back(),
        decks=2,
    ),
    "deuces": Game(forty(sizes=(1,) * 10, wrap=True), back(base=2, dealt=True, wrap=True), decks=2),
    "pluto": Game(
        forty(sizes=(1,) * 12, down=(0,) * 12, wrap=True), back(base=2, wrap=True), decks=2
    ),
    "corona": Game(
        forty(sizes=(3,) * 12, down=(0,) * 12, refill=WASTE_THEN_STOCK), Foundations(8), decks=2
    ),
    "number-ten": Game(forty(down=(2,) * 10, suits="ac", moves="runs"), back(), decks=2),
    "number-twelve": Game(
        forty(sizes=(4,) * 12, down=(2,) * 12, suits="ac", moves="runs"), back(), decks=2
    ),
    "big-streets": Game(forty(sizes=(4,) * 12, down=(0,) * 12, suits="ac"), back(), decks=2),
    "roosevelt": Game(forty(sizes=(4,) * 7, down=(0,) * 7, suits="ac"), back(), decks=2),
    "napoleons-folly": Game(forty(suits="bo"), back(), decks=2),
    "midshipman": Game(forty(sizes=(4,) * 9, down=(2,) * 9, suits="bo"), back(), decks=2),
    "mumbai": Game(forty(sizes=(3,) * 13, down=(1,) * 13, suits="bo"), back(), decks=2),
    "napoleons-exile": Game(forty(suits="any"), back(), decks=2),
    "double-rail": Game(
        forty(sizes=(1,) * 5, down=(0,) * 5, suits="any", moves="runs"), back(), decks=2
    ),
    "final-battle": Game(
        forty(sizes=(1,) * 6, down=(0,) * 6, suits="any", moves="runs"), back(), decks=2
    ),
    "single-rail": Game(forty(sizes=(1,) * 4, down=(0,) * 4, suits="any", moves="runs"), back(4)),
    # FreeCell family (games/freecell.py, games/bakersgame.py)
    "relaxed-freecell": Game(
        Columns((7, 7, 7, 7, 6, 6, 6, 6), (0,) * 8, "ac", "runs"),
        back(4, CELLS_TOO),
        stock=None,
        cells=(0,) * 4,
    ),
    "seven-by-four": Game(
        Columns((8, 8, 8, 7, 7, 7, 7), (0,) * 7, "ac", "supermove"),
        back(4, CELLS_TOO),
        stock=None,
        cells=(0,) * 4,
    ),
    "seven-by-five": Game(
        Columns((8, 8, 8, 7, 7, 7, 7), (0,) * 7, "ac", "supermove"),
        back(4, CELLS_TOO),
        stock=None,
        cells=(0,) * 5,
    ),
    "opera": Game(
        Columns((7, 7, 7, 7, 6, 6, 6, 6), (6, 6, 6, 6, 5, 5, 5, 5), "ac", "supermove"),
        back(4, CELLS_TOO),
        stock=None,
        cells=(0,) * 4,
    ),
    "repair": Game(
        Columns((10,) * 10, (0,) * 10, "ac", "runs"),
        back(8, CELLS_TOO),
        stock=None,
        decks=2,
        cells=(1,) * 4,
    ),
    "relaxed-seahaven-towers": Game(
        Columns((5,) * 10, (0,) * 10, "ss", "runs", space="K"),
        back(4, CELLS_TOO),
        stock=None,
        cells=(0, 1, 1, 0),
    ),
    # Beleaguered Castle family (games/beleagueredcastle.py)
    "private-lane": Game(
        Columns((7, 7, 7, 7, 6, 6, 6, 6), (0,) * 8, "any", "top"), kept(), None, cells=(0, 0)
    ),
    "penelopes-web": Game(
        Columns((7, 7, 7, 7, 6, 6, 6, 6), (0,) * 8, "any", "runs", space="K"), kept(), None
    ),
    "bastion": Game(
        Columns((5,) * 10, (0,) * 10, "ss", "top", either=True),
        back(4, CELLS_TOO),
        None,
        cells=(1, 1),
    ),
    "ten-by-one": Game(
        Columns((6, 6) + (5,) * 8, (0,) * 10, "ss", "top", either=True),
        back(4, CELLS_TOO),
        None,
        cells=(0,),
    ),
    "lightweight": Game(
        Columns((8,) * 12, (0,) * 12, "any", "runs", space="K"),
        Foundations(8, dealt=True),
        None,
        decks=2,
    ),
    # Klondike family (games/klondike.py)
    "ali-baba": Game(
        forty(sizes=(4,) * 10, suits="ss", moves="runs"),
        back(4, dealt=True),
        Stock(passes=None),
    ),
    "cassim": Game(
        forty(sizes=(4,) * 7, down=(0,) * 7, suits="ss", moves="runs"),
        back(4, dealt=True),
        Stock(passes=None),
    ),
    "kingsley": Game(
        klondike(space="A", upwards=True), back(4, base=13, downwards=True), Stock(passes=1)
    ),
    "aunt-mary": Game(klondike(sizes=(6,) * 6, down=(0, 1, 2, 3, 4, 5)), back(4), Stock(passes=1)),
    "boost": Game(klondike(sizes=(1, 2, 3, 4), down=(0, 1, 2, 3)), back(4), Stock(passes=3)),
    "chinaman": Game(klondike(suits="bo"), back(4), Stock(draw=3, passes=2)),
    "small-harp": Game(
        klondike(sizes=(7, 6, 5, 4, 3, 2, 1), down=(6, 5, 4, 3, 2, 1, 0)),
        back(4),
        Stock(passes=None),
    ),
    # Canfield family (games/canfield.py)
    "rainfall": Game(canfield(), CANFIELD, Stock(passes=3), reserve=(13,)),
    "rainbow": Game(canfield(suits="any"), CANFIELD, Stock(passes=1), reserve=(13,)),
    "superior-canfield": Game(
        canfield(refill=()), CANFIELD, Stock(draw=3, passes=None), reserve=(13,), reserve_open=True
    ),
    "storehouse": Game(
        canfield(suits="ss"),
        Foundations(4, base=2, dealt=True, wrap=True, per_suit=True),
        Stock(passes=3),
        reserve=(13,),
    ),
    "variegated-canfield": Game(
        canfield(sizes=(1,) * 5, down=(0,) * 5, wrap=False),
        Foundations(8, dealt=True),
        Stock(draw=3, passes=3),
        decks=2,
        reserve=(13,),
        reserve_open=True,
    ),
    # Spider family (games/spider.py)
    "relaxed-spider": Game(spider(), COLLECT8, Stock("rows"), decks=2),
    "black-widow": Game(spider(moves="runs"), COLLECT8, SPIDER_ROWS, decks=2),
    "open-spider": Game(spider(down=(0,) * 10), COLLECT8, SPIDER_ROWS, decks=2),
    "baby-spiderette": Game(
        spider(sizes=(1, 2, 3, 4, 5, 6, 7), down=(0, 1, 2, 3, 4, 5, 6), moves="runs"),
        Foundations(4, collect=True),
        SPIDER_ROWS,
    ),
    "grandmothers-game": Game(
        spider(sizes=(6,) * 10, down=(0,) * 10), COLLECT8, Stock("rows"), decks=2
    ),
    "double-scorpion": Game(
        yukon(sizes=(10,) * 10, down=(4,) * 5 + (0,) * 5, suits="ss"),
        COLLECT8,
        Stock("rows"),
        decks=2,
    ),
    "scorpion-ii": Game(
        yukon(sizes=(7,) * 7, down=(3, 3, 3, 0, 0, 0, 0), suits="ss"),
        Foundations(4, collect=True),
        Stock("rows"),
    ),
    "wasp-ii": Game(
        yukon(sizes=(7,) * 7, down=(3, 3, 3, 0, 0, 0, 0), suits="ss", space="any"),
        Foundations(4, collect=True),
        Stock("rows"),
    ),
    # Golf family (games/golf.py)
    "double-golf": Game(GOLF_COLUMNS, GOLF, Stock("foundation"), decks=2),
    "double-putt": Game(
        GOLF_COLUMNS,
        Foundations(1, "any", first=True, either=True, wrap=True, capacity=104),
        Stock("foundation"),
        decks=2,
    ),
    "robert": Game(NO_COLUMNS, ROBERT, Stock(passes=3)),
    "bobby": Game(
        NO_COLUMNS,
        Foundations(2, "any", base=0, first=True, either=True, wrap=True, capacity=52),
        Stock(passes=3),
    ),
    "wasatch": Game(NO_COLUMNS, ROBERT, Stock(draw=3, passes=None)),
    # Fan family (games/fan.py)
    "ceiling-fan": Game(fan(suits="ac"), back(4), None),
    "shamrocks": Game(fan(suits="any", either=True, space="none", capacity=3), back(4), None),
    "box-fan": Game(
        Columns((3,) * 16, (0,) * 16, "ac", "top", space="K"), back(4, dealt=True), None
    ),
    "house-in-the-wood": Game(
        Columns((3,) * 34 + (2,), (0,) * 35, "ss", "top", space="none", either=True),
        back(8),
        None,
        decks=2,
    ),
    "house-on-the-hill": Game(
        Columns((3,) * 34 + (2,), (0,) * 35, "ss", "top", space="none", either=True),
        back(4),
        None,
        decks=2,
        descending=Foundations(4, base=13, downwards=True, back=BACK, per_suit=True),
    ),
    # Raglan family (games/klondike.py)
    "queen-victoria": Game(
        Columns(tuple(range(1, 10)), (0,) * 9, "ac", "runs"),
        back(4),
        None,
        reserve=(1,) * 7,
        reserve_open=True,
    ),
    "relaxed-raglan": Game(
        Columns((1, 2, 3, 4, 5, 6, 7, 7, 7), (0,) * 9, "ac", "runs"),
        back(4, dealt=True),
        None,
        reserve=(1,) * 6,
        reserve_open=True,
    ),
    "brigade": Game(
        Columns((5,) * 7, (0,) * 7, "any", "top"),
        back(4, dealt=True),
        None,
        reserve=(1,) * 13,
        reserve_open=True,
    ),
    "wildflower": Game(
        Columns((6,) * 6, (0,) * 6, "any", "suit-runs"),
        back(4),
        None,
        reserve=(1,) * 16,
        reserve_open=True,
    ),
    "agnes-bernauer": Game(
        klondike(down=(0,) * 7, wrap=True, space="below-base"),
        CANFIELD,
        Stock("reserve-rows"),
        reserve=(1,) * 7,
        reserve_open=True,
    ),
    # Terrace family (games/terrace.py)
    "blondes-and-brunettes": Game(
        TERRACE_COLUMNS,
        TERRACE,
        decks=2,
        reserve=(10,),
        reserve_open=True,
        reserve_to_columns=False,
    ),
    "falling-star": Game(
        TERRACE_COLUMNS,
        TERRACE,
        decks=2,
        reserve=(11,),
        reserve_open=True,
        reserve_to_columns=False,
    ),
    "signora": Game(
        Columns((1,) * 9, (0,) * 9, "ac", "top", wrap=True, refill=WASTE_THEN_STOCK),
        Foundations(8, "ac", base=None, wrap=True),
        Stock(not_on_spaces=True),
        decks=2,
        reserve=(11,),
        reserve_open=True,
        reserve_to_columns=False,
    ),
    "wood": Game(
        Columns((1,) * 9, (0,) * 9, "ac", "top", wrap=True, space_from=("waste",)),
        TERRACE,
        decks=2,
        reserve=(10,),
        reserve_open=True,
        reserve_to_columns=False,
    ),
    "mamy-susan": Game(
        forty(suits="ac"), Foundations(8), decks=2, reserve=(6,), reserve_to_columns=False
    ),
    # Forty Thieves family, Diplomat's branch (games/diplomat.py)
    "diplomat": Game(forty(sizes=(4,) * 8, down=(0,) * 8, suits="any"), back(), decks=2),
    "lady-palk": Game(
        forty(sizes=(4,) * 8, down=(0,) * 8, suits="any", moves="runs"), back(), decks=2
    ),
    "rows-of-four": Game(
        forty(sizes=(4,) * 8, down=(0,) * 8, suits="any"), back(), Stock(passes=3), decks=2
    ),
    "congress": Game(CONGRESS, back(), decks=2),
    "parliament": Game(CONGRESS, back(dealt=True), decks=2),
    "wheatsheaf": Game(
        Columns((1,) * 8, (0,) * 8, "ss", "top", either=True, refill=WASTE_THEN_STOCK),
        back(4),
        decks=2,
        descending=Foundations(4, base=13, downwards=True, back=BACK, per_suit=True),
    ),
    "candike": Game(
        canfield(sizes=(2,) * 7, down=(1,) * 7, moves="runs", wrap=False),
        CANFIELD,
        Stock(draw=3, passes=None),
        reserve=(13,),
    ),
    "acme": Game(
        canfield(suits="ss", moves="top", wrap=False), CANFIELD, Stock(passes=2), reserve=(13,)
    ),
    "waterloo": Game(
        forty(sizes=(1,) * 6, down=(0,) * 6, suits="any", moves="suit-runs"),
        back(dealt=True),
        decks=2,
    ),
    # Klondike family, the Harp branch (games/harp.py)
    "pantagruel": Game(harp(space="any"), back(), Stock(passes=1), decks=2),
    "big-harp": Game(
        harp(sizes=tuple(range(10, 0, -1)), down=tuple(range(9, -1, -1)), space="any"),
        back(),
        Stock(passes=1),
        decks=2,
    ),
    "steps": Game(klondike(space="any"), back(), Stock(passes=2), decks=2),
    "double-trigon": Game(harp(suits="ss"), back(), Stock(passes=None), decks=2),
    "chinese-klondike": Game(
        harp(sizes=tuple(range(1, 13)), down=tuple(range(12)), suits="bo"),
        back(),
        Stock(passes=None),
        decks=2,
    ),
    "lady-jane": Game(
        harp(
            sizes=tuple(range(1, 11)), down=(0,) * 10, suits="any", moves="suit-runs", space="any"
        ),
        back(),
        Stock(draw=3, passes=2),
        decks=2,
    ),
    "inquisitor": Game(
        harp(sizes=tuple(range(1, 11)), down=(0,) * 10, suits="ss", space="any"),
        back(),
        Stock(draw=3, passes=3),
        decks=2,
    ),
    "arabella": Game(
        harp(sizes=tuple(range(1, 14)), down=(0,) * 13, suits="any", moves="suit-runs"),
        back(),
        Stock(passes=1),
        decks=2,
    ),
    "klondike-reserve": Game(
        klondike(), back(4), None, reserve=(1,) * 24, reserve_open=True
    ),  # PySolFC's Klondike Territory
    "artic-garden": Game(
        klondike(sizes=tuple(range(1, 9)), down=(0,) * 8),
        back(4),
        None,
        reserve=(1,) * 16,
        reserve_open=True,
    ),
    "spider-web": Game(
        spider(sizes=(4, 4, 4, 3, 3, 3, 3), down=(0,) * 7),
        Foundations(4, collect=True),
        Stock("rows"),
        cells=(0,),
    ),
    "simon-jester": Game(
        spider(sizes=(13, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1), down=(0,) * 14),
        COLLECT8,
        None,
        decks=2,
    ),
    "russian-spider": Game(yukon(suits="ss"), Foundations(4, collect=True), None),
    "double-russian-spider": Game(
        yukon(
            sizes=(6, 7, 8, 9, 10, 11, 12, 13, 14, 14),
            down=(0, 1, 2, 3, 4, 5, 6, 7, 8, 8),
            suits="ss",
        ),
        COLLECT8,
        None,
        decks=2,
    ),
    "double-freecell-traditional": Game(
        Columns((11,) * 4 + (10,) * 6, (0,) * 10, "ac", "supermove"),
        back(8, CELLS_TOO),
        None,
        decks=2,
        cells=(0,) * 8,
    ),
    "forty-and-eight": Game(forty(sizes=(4,) * 8, down=(0,) * 8), back(), Stock(passes=2), decks=2),
}


# ---------------------------------------------------------------------------------------------
# The reference model


def builds_on(game: Game, below: str, card: str) -> bool:
    """May ``card`` lie on ``below`` in a column?"""
    rule = game.columns
    if not up(below):
        return False
    diff = rank(below) - rank(card)  # 1: one rank down; -1: one rank up
    steps = {1, -1} if rule.either else {-1 if rule.upwards else 1}
    if rule.wrap:
        diff, steps = diff % 13, {step % 13 for step in steps}
    return diff in steps and suits_match(rule.suits, below, card)


def suits_match(rule: str, a: str, b: str) -> bool:
    if rule == "ac":
        return (suit(a) in RED) != (suit(b) in RED)
    if rule == "ss":
        return suit(a) == suit(b)
    if rule == "bo":
        return suit(a) != suit(b)
    return rule == "any"


def space_takes(game: Game, zones: dict, card: str) -> bool:
    space = game.columns.space
    if space == "below-base":  # the rank below the first foundation's base card, turning the corner
        return rank(card) == (rank(zones["foundation"][0][0]) - 2) % 13 + 1
    return space == "any" or rank(card) == {"K": 13, "A": 1}.get(space)


def movable_counts(game: Game, zones: dict, pile: list[str], target: list[str]) -> list[int]:
    """How many top cards of a column may move onto ``target`` (a column) as one unit."""
    rule = game.columns.moves
    if not pile or not up(pile[-1]):
        return []
    if rule == "top":
        return [1]
    if rule == "top-or-pile":
        return [1, len(pile)] if len(pile) > 1 and all(map(up, pile)) else [1]
    count = 1
    while count < len(pile) and up(pile[-count - 1]):
        below, card = pile[-count - 1], pile[-count]
        if rule == "suit-runs" and not (
            rank(below) == rank(card) + 1 and suit(below) == suit(card)
        ):
            break
        if rule in ("runs", "supermove") and not builds_on(game, below, card):
            break
        count += 1
    counts = list(range(1, count + 1))
    if rule == "supermove":
        free_cells = sum(not p for p in zones.get("cells", []))
        spaces = sum(not p for p in zones.get("tableau", [])) - (0 if target else 1)
        counts = [n for n in counts if n <= (free_cells + 1) * 2 ** max(spaces, 0)]
    return counts


def foundation_zones(game: Game) -> list[tuple[str, Foundations]]:
    """The foundation zones and their rules: ``foundation``, and ``descending`` if any."""
    return [("foundation", game.foundations)] + (
        [("descending", game.descending)] if game.descending else []
    )


def foundation_takes(rule: Foundations, piles: list, index: int, card: str) -> bool:
    pile = piles[index]
    if not pile:
        started = [p for p in piles if p]  # base None: the rank of the first card played
        base = (rank(started[0][0]) if started else 0) if rule.base is None else rule.base
        if base and rank(card) != base:
            return False
        if rule.per_suit:
            return all(not p or suit(p[0]) != suit(card) for p in piles)
        return True
    if len(pile) == rule.capacity:
        return False
    top = pile[-1]
    step = (rank(card) - rank(top)) % 13 if rule.wrap else rank(card) - rank(top)
    steps = {1, -1} if rule.either else {-1 if rule.downwards else 1}
    if rule.wrap:
        steps = {s % 13 for s in steps}
    return step in steps and suits_match(rule.suits, top, card)


def column_takes(game: Game, zones: dict, target: list[str], bottom: str, source: str) -> bool:
    if game.columns.capacity and len(target) >= game.columns.capacity:
        return False
    if not target and game.columns.space_from and source not in game.columns.space_from:
        return False
    return builds_on(game, target[-1], bottom) if target else space_takes(game, zones, bottom)


def card_moves(game: Game, zones: dict) -> set[str]:
    moves = set()
    tableau = zones.get("tableau", [])

    def to_foundations(source: str, card: str) -> None:
        for name, rule in foundation_zones(game):
            for j in range(len(zones[name]) * (not rule.collect)):
                if foundation_takes(rule, zones[name], j, card):
                    moves.add(f"{source}>{name}{j + 1}")

    def to_columns(source: str, card: str) -> None:
        for j, target in enumerate(tableau):
            if column_takes(game, zones, target, card, source.rstrip("0123456789")):
                moves.add(f"{source}>tableau{j + 1}")

    for i, pile in enumerate(tableau):
        if pile and up(pile[-1]):
            to_foundations(f"tableau{i + 1}", pile[-1])
        for j, target in enumerate(tableau):
            if i == j:
                continue
            for n in movable_counts(game, zones, pile, target):
                if column_takes(game, zones, target, pile[-n], "tableau"):
                    moves.add(f"tableau{i + 1}{f':{n}' if n > 1 else ''}>tableau{j + 1}")
    cells = zones.get("cells", [])

    def to_cells(source: str) -> None:
        for j, cell in enumerate(cells):
            if not cell:
                moves.add(f"{source}>cells{j + 1}")

    for i, pile in enumerate(tableau):
        if pile and up(pile[-1]):
            to_cells(f"tableau{i + 1}")
    for i, cell in enumerate(cells):
        if cell:
            to_foundations(f"cells{i + 1}", cell[-1])
            to_columns(f"cells{i + 1}", cell[-1])
    for i, pile in enumerate(zones.get("reserve", [])):
        if pile:
            to_foundations(f"reserve{i + 1}", pile[-1])
            if game.reserve_to_columns:
                to_columns(f"reserve{i + 1}", pile[-1])
    for pile_index, pile in enumerate(zones.get("waste", [])):
        if pile:
            to_foundations(f"waste{pile_index + 1}", pile[-1])
            to_columns(f"waste{pile_index + 1}", pile[-1])
    for name, rule in foundation_zones(game):
        for i, pile in enumerate(zones[name]):
            if pile and "tableau" in rule.back:
                to_columns(f"{name}{i + 1}", pile[-1])
            if pile and "cells" in rule.back:
                to_cells(f"{name}{i + 1}")
    return moves


def actions(game: Game, zones: dict, used: dict) -> set[str]:
    stock = game.stock
    if stock is None:
        return set()
    if zones["stock"][0]:
        if stock.not_on_spaces and not all(zones["tableau"]):
            return set()
        return {"turn" if stock.kind in ("waste", "foundation") else "deal"}
    if (
        stock.kind == "waste"
        and zones["waste"][0]
        and (stock.passes is None or used.get("redeal", [0])[0] < stock.passes - 1)
    ):
        return {"redeal"}
    return set()


def play(game: Game, zones: dict, move: str) -> dict:
    """The position after ``move``, computed by the model."""
    z = {name: [list(p) for p in piles] for name, piles in zones.items()}
    if move == "turn":
        stock = z["stock"][0]
        onto = z["foundation"][0] if game.stock.kind == "foundation" else z["waste"][0]
        for _ in range(min(game.stock.draw, len(stock))):
            onto.append(face_up(stock.pop()))
    elif move == "redeal":
        z["stock"][0] = [face_down(c) for c in reversed(z["waste"][0])]
        z["waste"][0] = []
    elif move == "deal":
        stock = z["stock"][0]
        for pile in z["reserve" if game.stock.kind == "reserve-rows" else "tableau"]:
            if stock:
                pile.append(face_up(stock.pop()))
    else:
        source, target = move.split(">")
        count = int(source.split(":")[1]) if ":" in source else 1
        source = source.split(":")[0]
        src = z[source.rstrip("0123456789")][int(source.lstrip("abcdefghijklmnopqrstuvwxyz")) - 1]
        dst = z[target.rstrip("0123456789")][int(target.lstrip("abcdefghijklmnopqrstuvwxyz")) - 1]
        moving = src[-count:]
        del src[-count:]
        dst.extend(moving)
        for pile in z.get("tableau", []):  # a face-down card left on top is turned up
            if pile and not up(pile[-1]):
                pile[-1] = face_up(pile[-1])
    for pile in z.get("tableau", []) if game.columns.refill else []:
        for supply in game.columns.refill:
            if not pile and z[supply][0]:
                pile.append(face_up(z[supply][0].pop()))
    while game.foundations.collect:
        full = [p for p in z["tableau"] if len(p) >= 13 and all(map(up, p[-13:]))]
        full = [p for p in full if [rank(c) for c in p[-13:]] == list(range(13, 0, -1))]
        full = [p for p in full if len({suit(c) for c in p[-13:]}) == 1]
        empty = [f for f in z["foundation"] if not f]
        if not full or not empty:
            break
        empty[0].extend(full[0][-13:])
        del full[0][-13:]
        if full[0] and not up(full[0][-1]):
            full[0][-1] = face_up(full[0][-1])
    for pile in z.get("reserve", []):  # the reserve's new top card is turned up
        if pile and not up(pile[-1]):
            pile[-1] = face_up(pile[-1])
    return z


# ---------------------------------------------------------------------------------------------
# The tests


def sizes(piles):
    return tuple(len(p) for p in piles)


def downs(piles):
    return tuple(sum(not up(c) for c in p) for p in piles)


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_the_deal_is_the_pysolfc_class_deal(name, seed):
    game, spec = cardwright.load(name), GAMES[name]
    assert game.rules.decks == spec.decks
    zones = game.deal(seed=seed).to_dict()["zones"]
    assert sizes(zones.get("tableau", [])) == spec.columns.sizes
    assert downs(zones.get("tableau", [])) == spec.columns.down
    foundation = zones["foundation"]
    assert len(foundation) == spec.foundations.count
    if spec.foundations.dealt:
        expected = [RANKS[spec.foundations.base - 1] + s for s in "SHDC" * spec.decks]
        assert foundation == [[card] for card in expected]
    elif spec.foundations.first:
        assert sizes(foundation) == (1,) + (0,) * (len(foundation) - 1)
    else:
        assert all(not p for p in foundation)
    if spec.descending:
        assert sizes(zones["descending"]) == (0,) * spec.descending.count
    assert sizes(zones.get("cells", [])) == spec.cells
    if spec.reserve:
        assert sizes(zones["reserve"]) == spec.reserve
        closed = tuple(0 if spec.reserve_open else n - 1 for n in spec.reserve)
        assert downs(zones["reserve"]) == closed
    dealt = sum(spec.columns.sizes) + (len(foundation) if spec.foundations.dealt else 0)
    dealt += sum(spec.cells) + sum(spec.reserve) + spec.foundations.first
    rest = 52 * spec.decks - dealt
    if spec.stock is None:
        assert rest == 0 and "stock" not in zones
    else:
        assert sizes(zones["stock"]) == (rest,) and downs(zones["stock"]) == (rest,)
        assert all(not p for p in zones.get("waste", []))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_follow_the_reference_model(name):
    game, spec = cardwright.load(name), GAMES[name]
    for seed in (1, 2):
        state, rng = game.deal(seed=seed), random.Random(seed)
        for step in range(120):
            data = state.to_dict()
            zones, used = data["zones"], data.get("actions_used", {})
            expected = card_moves(spec, zones) | actions(spec, zones, used)
            listed = {str(m) for m in state.legal_moves()}
            assert listed == expected, (name, seed, step, listed ^ expected)
            if not listed:
                break
            # prefer card moves, so that games get somewhere before the stock runs out
            cards = sorted(m for m in listed if ">" in m)
            move = rng.choice(cards) if cards and rng.random() < 0.8 else rng.choice(sorted(listed))
            state = state.play(move)
            assert state.to_dict()["zones"] == play(spec, zones, move), (name, seed, step, move)


# ---------------------------------------------------------------------------------------------
# Numerica family (games/numerica.py): cards are placed, not built. With a stock, the turned
# card waits on a one-card waste (PySolFC's max_cards 1, the zone "hand") until it goes to a
# foundation or onto any of the piles ("waste"); without one (Gloaming), the reserves' top cards
# go onto the piles ("tableau"). A pile's top card plays only to a foundation.


@dataclass(frozen=True)
class Placing:
    foundations: Foundations
    piles: int
    reserve: tuple[int, ...] = ()
    decks: int = 1
    stock: bool = True  # the hand and its stock; else the reserves feed the piles

    @property
    def pile_zone(self) -> str:
        return "waste" if self.stock else "tableau"


PLACING: dict[str, Placing] = {
    "lady-betty": Placing(Foundations(4, per_suit=True), 6),
    "numerica-two-decks": Placing(Foundations(8, "any"), 6, decks=2),
    "gnat": Placing(Foundations(4, dealt=True, per_suit=True), 4, reserve=(1,) * 6),
    "housefly": Placing(Foundations(4, dealt=True, per_suit=True), 6, reserve=(1,) * 6),
    "gloaming": Placing(Foundations(4, per_suit=True), 5, reserve=(18, 17, 17), stock=False),
    "chamberlain": Placing(Foundations(4, "any"), 3, reserve=(13,) * 4, stock=False),
}


def placing_moves(game: Placing, zones: dict) -> set[str]:
    moves = set()
    piles = zones[game.pile_zone]

    def to_foundations(source: str, card: str) -> None:
        for j in range(len(zones["foundation"])):
            if foundation_takes(game.foundations, zones["foundation"], j, card):
                moves.add(f"{source}>foundation{j + 1}")

    feeders = [("hand", 0, p) for p in zones.get("hand", [])]
    if not game.stock:
        feeders = [("reserve", i, p) for i, p in enumerate(zones["reserve"])]
    for name, i, pile in feeders:
        if pile:
            to_foundations(f"{name}{i + 1}", pile[-1])
            moves |= {f"{name}{i + 1}>{game.pile_zone}{j + 1}" for j in range(len(piles))}
    for name in (game.pile_zone, "reserve") if game.stock else (game.pile_zone,):
        for i, pile in enumerate(zones.get(name, [])):
            if pile:
                to_foundations(f"{name}{i + 1}", pile[-1])
    if game.stock and zones["stock"][0] and not zones["hand"][0]:
        moves.add("turn")
    return moves


def placing_play(zones: dict, move: str) -> dict:
    z = {name: [list(p) for p in piles] for name, piles in zones.items()}
    if move == "turn":
        z["hand"][0].append(face_up(z["stock"][0].pop()))
        return z
    source, target = move.split(">")
    src = z[source.rstrip("0123456789")][int(source.lstrip("abcdefghijklmnopqrstuvwxyz")) - 1]
    dst = z[target.rstrip("0123456789")][int(target.lstrip("abcdefghijklmnopqrstuvwxyz")) - 1]
    dst.append(src.pop())
    return z


@pytest.mark.parametrize("name", sorted(PLACING))
def test_placing_games_deal_as_their_pysolfc_class(name):
    game, spec = cardwright.load(name), PLACING[name]
    assert game.rules.decks == spec.decks
    zones = game.deal(seed=1).to_dict()["zones"]
    assert sizes(zones[spec.pile_zone]) == (0,) * spec.piles
    assert sizes(zones.get("reserve", [])) == spec.reserve
    assert downs(zones.get("reserve", [])) == (0,) * len(spec.reserve)
    foundation = zones["foundation"]
    if spec.foundations.dealt:
        assert foundation == [[a] for a in ("AS", "AH", "AD", "AC")]
    else:
        assert sizes(foundation) == (0,) * spec.foundations.count
    rest = 52 * spec.decks - sum(spec.reserve) - 4 * spec.foundations.dealt
    assert sizes(zones.get("stock", [[]] * 0)) == ((rest,) if spec.stock else ())


@pytest.mark.parametrize("name", sorted(PLACING))
def test_placing_games_follow_the_reference_model(name):
    game, spec = cardwright.load(name), PLACING[name]
    for seed in (1, 2, 3):
        state, rng = game.deal(seed=seed), random.Random(seed)
        for step in range(150):
            zones = state.to_dict()["zones"]
            expected = placing_moves(spec, zones)
            listed = {str(m) for m in state.legal_moves()}
            assert listed == expected, (name, seed, step, listed ^ expected)
            if not listed:
                break
            move = rng.choice(sorted(listed))
            state = state.play(move)
            assert state.to_dict()["zones"] == placing_play(zones, move), (name, seed, step)


# ---------------------------------------------------------------------------------------------
# Pyramid family (games/pyramid.py): a table of the deal, the stock and the end of the game.
# The pairing itself is Pyramid's, tested in tests/test_classics_more.py.


@dataclass(frozen=True)
class PyramidRules:
    places: int  # cards in the pyramid
    face_down: int  # of them dealt face down (the covered ones, in Pyramid Thirteen)
    open_stock: bool  # PySolFC's face-up talon: the stock's top card plays
    passes: int | None  # times through the stock (None: without limit)
    draw: int = 1
    cleared_wins: bool = False  # won once the pyramid is empty (Relaxed Pyramid)
    decks: int = 1


PYRAMIDS = {
    "relaxed-pyramid": PyramidRules(28, 0, True, 3, cleared_wins=True),
    "pyramid-thirteen": PyramidRules(28, 21, True, 1),
    "double-pyramid": PyramidRules(45, 0, True, 3, decks=2),
    "king-tut": PyramidRules(28, 0, False, None, draw=3, cleared_wins=True),
}


@pytest.mark.parametrize("name", sorted(PYRAMIDS))
def test_pyramid_games_deal_turn_and_redeal_as_their_pysolfc_class(name):
    game, spec = cardwright.load(name), PYRAMIDS[name]
    assert game.rules.decks == spec.decks
    zones = game.deal(seed=1).to_dict()["zones"]
    assert sizes(zones["pyramid"]) == (1,) * spec.places
    assert sum(downs(zones["pyramid"])) == spec.face_down
    stock = zones["stock"][0]
    assert len(stock) == 52 * spec.decks - spec.places
    assert up(stock[-1]) == spec.open_stock and sum(map(up, stock)) == spec.open_stock
    state = game.deal(seed=1).play("turn")
    assert len(state.to_dict()["zones"]["waste"][0]) == spec.draw
    redeal = next(a for a in game.rules.actions if a.name == "redeal")
    assert redeal.passes == spec.passes


@pytest.mark.parametrize("name", sorted(PYRAMIDS))
def test_pyramid_games_are_won_when_their_pysolfc_class_says(name):
    game, spec = cardwright.load(name), PYRAMIDS[name]
    king = "KS" if spec.open_stock else "-KS"
    cleared = positions.build(
        game,
        {"pyramid": [[] for _ in range(spec.places)], "stock": [[king]], "foundation": [["QH"]]},
        filler="foundation",
    )
    assert (cleared.outcome is not None and cleared.outcome.result == "won") == spec.cleared_wins


def test_doorway_has_a_cell_for_a_king_and_a_cell_for_a_queen():
    """PySolFC, Doorway (canfield.py): ReserveStacks of base rank King and Queen."""
    game = cardwright.load("doorway")
    zones = game.deal(seed=1).to_dict()["zones"]
    assert sizes(zones["tableau"]) == (1,) * 5 and sizes(zones["stock"]) == (47,)
    assert zones["kingcell"] == [[]] and zones["queencell"] == [[]]
    state = positions.build(
        game, {"tableau": [["KH"], ["QS"], ["5C"], [], []], "foundation": [["AD"], [], [], []]}
    )
    moves = {str(m) for m in state.legal_moves()}
    assert {"tableau1>kingcell1", "tableau2>queencell1", "foundation1>tableau4"} <= moves
    assert "tableau1>queencell1" not in moves and "tableau3>kingcell1" not in moves
    assert "tableau2>tableau1" in moves  # built down regardless of suit
    filled = state.play("tableau1>kingcell1")
    assert "tableau2>kingcell1" not in {str(m) for m in filled.legal_moves()}  # one card each


# ---------------------------------------------------------------------------------------------
# Calculation family (games/calculation.py): each foundation's sequence, as PySolFC's help text
# for Calculation prints it (the cards after the base card), played card by card from the hand.

CALCULATION_SEQUENCES = {
    "ones": "A 2 3 4 5 6 7 8 9 T J Q K",
    "twos": "2 4 6 8 T Q A 3 5 7 9 J K",
    "threes": "3 6 9 Q 2 5 8 J A 4 7 T K",
    "fours": "4 8 Q 3 7 J 2 6 T A 5 9 K",
    "fives": "5 T 2 7 Q 4 9 A 6 J 3 8 K",
    "sixes": "6 Q 5 J 4 T 3 9 2 8 A 7 K",
    "sevens": "7 A 8 2 9 3 T 4 J 5 Q 6 K",
    "eights": "8 3 J 6 A 9 4 Q 7 2 T 5 K",
}
CALCULATIONS = {
    "hopscotch": {z: "C" for z in ("ones", "twos", "threes", "fours")},
    "imaginary-thirteen": dict(zip(CALCULATION_SEQUENCES, "SHDCSHDC", strict=True)),
}


@pytest.mark.parametrize("name", sorted(CALCULATIONS))
def test_calculation_games_start_and_build_each_foundation_as_pysolfc(name):
    game = cardwright.load(name)
    zones = game.deal(seed=1).to_dict()["zones"]
    for zone, suit_of_base in CALCULATIONS[name].items():
        sequence = CALCULATION_SEQUENCES[zone].split()
        assert zones[zone] == [[sequence[0] + suit_of_base]]
        for k in range(1, 13):
            built = [sequence[0] + suit_of_base] + [r + "H" for r in sequence[1:k]]
            for card in RANKS:
                state = positions.build(
                    game, {zone: [built], "hand": [[card + "S"]]}, filler="stock"
                )
                legal = f"hand1>{zone}1" in {str(m) for m in state.legal_moves()}
                assert legal == (card == sequence[k]), (zone, k, card)
