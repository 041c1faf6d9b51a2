"""From statements to checked rules: :func:`flatten` follows ``extends``; :func:`assemble`
chooses the options, keeps the ``when`` blocks that apply, merges the statements in order (a later
zone clause replaces an earlier one of the same kind), builds the rules IR and checks every
reference, raising :class:`VariantError` with the file, line and column.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from typing import Any, Literal, assert_never

import attrs

from ..cards import RANK_NAMES
from ..errors import VariantError
from ..rules import (
    MAX_PILES,
    RANKS,
    ActionSpec,
    Condition,
    Name,
    OptionSpec,
    OptionValue,
    VariantRules,
    ZoneSpec,
    coerce_option,
)
from ..text import suggest
from .grammar import located_error
from .statements import (
    REFILL_PLUGINS,
    ActionStmt,
    AliasesStmt,
    Count,
    DealBack,
    DealClause,
    DecksStmt,
    Definition,
    DrawStmt,
    ExtendsStmt,
    Face,
    GameStmt,
    GatherStmt,
    Located,
    LostStmt,
    OnlyIf,
    OptionDefaultStmt,
    OptionStmt,
    Packets,
    Passes,
    PlayersStmt,
    ProgressStmt,
    RanksStmt,
    ScoreStmt,
    Shuffled,
    SourceStmt,
    Statement,
    SuitsStmt,
    TitleStmt,
    UnlessEmpty,
    UseStmt,
    Value,
    WhenStmt,
    WonStmt,
    ZoneStmt,
)
from .zones import Zone, ZoneBuilder

FindParent = Callable[[Name, Definition], Definition]


def assemble(
    definition: Definition,
    find_parent: FindParent,
    plugin_names: Iterable[str],
    options: Mapping[str, Any],
) -> VariantRules:
    """Resolve ``definition`` with ``options`` into checked :class:`VariantRules`."""
    statements, parents, texts = flatten(definition, find_parent)
    assembler = _Assembler(definition, statements, parents, texts, plugin_names)
    return assembler.assemble(options)


def flatten(
    definition: Definition, find_parent: FindParent
) -> tuple[list[Statement], tuple[str, ...], dict[str, str]]:
    """The statements of ``definition`` after those of its ancestors, the ancestors' names and
    the text of every file involved (for error messages)."""
    chain = [definition]
    seen = {definition.name}
    while chain[-1].parent is not None:
        parent_name = chain[-1].parent
        parent = find_parent(parent_name, chain[-1])
        if parent.name in seen:
            raise located_error(
                f"variant '{parent.name}' extends itself (through {' -> '.join(d.name for d in chain)})",
                chain[-1].file,
                chain[-1].text,
                parent_name.line,
                parent_name.column,
            )
        seen.add(parent.name)
        chain.append(parent)
    statements: list[Statement] = []
    texts: dict[str, str] = {}
    for item in reversed(chain):
        texts[item.file] = item.text
        statements.extend(s for s in item.statements if not isinstance(s, GameStmt | ExtendsStmt))
    return statements, tuple(d.name for d in chain[1:]), texts


def walk(statements: Iterable[Statement]) -> Iterator[Statement]:
    """Every statement, and those of every ``when`` block, active or not."""
    for s in statements:
        yield s
        if isinstance(s, WhenStmt):
            yield from walk(s.body)


def _plain(value: Value) -> OptionValue:
    return int(value) if isinstance(value, int) else str(value)


@attrs.define
class _Merged:
    """What the active statements say, merged in order: a later statement replaces an earlier
    one (the parents' statements come first), zones merge clause by clause."""

    title: str
    decks: int = 1
    decks_per_player: bool = False
    decks_at: DecksStmt | None = None
    players: int = 1
    suits: str = "SHDC"
    ranks: tuple[int, ...] = RANKS
    source: str = ""
    aliases: list[str] = attrs.Factory(list)
    zones: dict[Name, Zone] = attrs.Factory(dict)
    actions: dict[Name, ActionStmt | GatherStmt | DrawStmt] = attrs.Factory(dict)
    plugins: list[Name] = attrs.Factory(list)
    refill_plugins: set[str] = attrs.Factory(set)  # deprecated 'use automatic-refill' / ...
    won: WonStmt | None = None
    lost: bool = False
    progress: ProgressStmt | None = None
    score: ScoreStmt | None = None

    @property
    def conditions(self) -> tuple[Condition, ...]:
        return self.won.conditions if self.won else ()


class _Assembler:
    def __init__(
        self,
        definition: Definition,
        statements: list[Statement],
        parents: tuple[str, ...],
        texts: dict[str, str],
        plugin_names: Iterable[str],
    ) -> None:
        self.definition = definition
        self.statements = statements
        self.parents = parents
        self.texts = texts
        self.plugin_names = set(plugin_names)
        self.options: dict[str, OptionValue] = {}  # chosen by assemble()

    def fail(
        self, message: str, where: Located | Name | None, file: str | None = None
    ) -> VariantError:
        """An error at ``where``: in ``file``, else where's own file, else the variant's."""
        file = file or (where.file if isinstance(where, Located) else None) or self.definition.file
        line = where.line if where is not None else None
        column = where.column if where is not None else None
        return located_error(message, file, self.texts.get(file, ""), line, column)

    def assemble(self, given: Mapping[str, Any]) -> VariantRules:
        self.check_plugins_installed()
        specs = self.option_specs()
        self.options = self.choose(specs, given)
        merged = self.merge(self.active(self.statements, specs))
        zone_specs = self.zone_specs(merged)
        known = {z.name for z in zone_specs}
        actions = tuple(merged.actions.values())
        action_specs = self.action_specs(actions, zone_specs, known)
        self.check_end_references(merged, known)
        self.check_in_order_is_defined(merged, zone_specs, action_specs, actions)
        self.check_won_is_given(merged)
        self.check_names_have_no_digits(zone_specs, action_specs)
        rules = VariantRules(
            name=str(self.definition.name),
            title=merged.title,
            aliases=tuple(merged.aliases),
            source=merged.source,
            file=self.definition.file,
            decks=merged.decks,
            decks_per_player=merged.decks_per_player,
            suits=merged.suits,
            ranks=merged.ranks,
            players=merged.players,
            option_specs=tuple(specs.values()),
            options=tuple(self.options.items()),
            zones=zone_specs,
            actions=action_specs,
            plugins=tuple(merged.plugins),
            won=merged.conditions,
            lost_when_no_moves=merged.lost,
            progress=merged.progress.measures if merged.progress else (),
            score=merged.score.score if merged.score else None,
            parents=self.parents,
        )
        self.check_deal(rules, merged)
        return rules

    # plugins and options ----------------------------------------------------------------------
    def check_plugins_installed(self) -> None:
        """Every ``use`` names an installed plugin, in every ``when`` block, active or not."""
        for s in walk(self.statements):
            if isinstance(s, UseStmt) and s.plugin not in self.plugin_names | REFILL_PLUGINS.keys():
                raise self.fail(
                    f"unknown plugin '{s.plugin}'{suggest(s.plugin, self.plugin_names)} "
                    f"(installed: {', '.join(sorted(self.plugin_names)) or 'none'})",
                    s,
                )

    def option_specs(self) -> dict[str, OptionSpec]:
        """The options declared, with the defaults the latest files give them."""
        specs: dict[str, OptionSpec] = {}
        for s in self.statements:
            match s:
                case OptionStmt():
                    specs[s.name] = self.declared_option(s)
                case OptionDefaultStmt():
                    specs[s.name] = self.new_default(s, specs)
                case WhenStmt():
                    self.check_when_body_declares_nothing(s)
        return specs

    def declared_option(self, s: OptionStmt) -> OptionSpec:
        if len(set(s.choices)) != len(s.choices):
            raise self.fail(f"option '{s.name}' lists a choice twice", s)
        if s.default not in s.choices:
            raise self.fail(
                f"the default of option '{s.name}' is {s.default!r}, which is not one of its "
                f"choices ({', '.join(map(str, s.choices))})",
                s,
            )
        choices = tuple(_plain(c) for c in s.choices)
        return OptionSpec(str(s.name), choices, _plain(s.default), s.doc)

    def new_default(self, s: OptionDefaultStmt, specs: Mapping[str, OptionSpec]) -> OptionSpec:
        if s.name not in specs:
            raise self.fail(f"unknown option '{s.name}'{suggest(s.name, specs)}", s.name, s.file)
        spec = specs[s.name]
        if _plain(s.default) not in spec.choices:
            raise self.fail(
                f"{s.default!r} is not a choice of option '{s.name}' "
                f"({', '.join(map(str, spec.choices))})",
                s,
            )
        return attrs.evolve(spec, default=_plain(s.default))

    def check_when_body_declares_nothing(self, when: WhenStmt) -> None:
        """Options and the header are the same whatever the options are."""
        for inner in walk(when.body):
            match inner:
                case OptionStmt() | OptionDefaultStmt():
                    raise self.fail("options cannot be declared inside a 'when' block", inner)
                case GameStmt() | ExtendsStmt() | TitleStmt() | AliasesStmt():
                    raise self.fail(f"'{inner.KEYWORD}' cannot be inside a 'when' block", inner)

    def choose(
        self, specs: Mapping[str, OptionSpec], given: Mapping[str, Any]
    ) -> dict[str, OptionValue]:
        chosen = {name: spec.default for name, spec in specs.items()}
        for name, raw in given.items():
            if name not in specs:
                valid = ", ".join(specs) or "none"
                raise VariantError(
                    f"variant '{self.definition.name}' has no option '{name}'"
                    f"{suggest(name, specs)} (its options: {valid})",
                    file=self.definition.file,
                )
            chosen[name] = coerce_option(specs[name], raw)
        return chosen

    def active(
        self, statements: Iterable[Statement], specs: Mapping[str, OptionSpec]
    ) -> Iterator[Statement]:
        """The statements that apply with the chosen options: ``when`` blocks opened or left
        out (each checked against its option's choices)."""
        for s in statements:
            if not isinstance(s, WhenStmt):
                yield s
                continue
            if s.option not in specs:
                raise self.fail(
                    f"unknown option '{s.option}'{suggest(s.option, specs)}", s.option, s.file
                )
            value = _plain(s.value)
            if value not in specs[s.option].choices:
                raise self.fail(
                    f"{value!r} is not a choice of option '{s.option}' "
                    f"({', '.join(map(str, specs[s.option].choices))})",
                    s,
                )
            if self.options[s.option] == value:
                yield from self.active(s.body, specs)

    def number(self, value: Count, where: Located) -> int:
        """A count: the number written, or that of the option named."""
        result = self.number_or_unlimited(value, where)
        if result is None:
            raise self.fail(f"option '{value}' is 'unlimited' here, but a number is needed", where)
        return result

    def number_or_unlimited(self, value: Count, where: Located) -> int | None:
        """A count that may be ``unlimited`` (None)."""
        if isinstance(value, int):
            return value
        if value == "unlimited":
            return None
        if value not in self.options:
            raise self.fail(
                f"unknown option '{value}'{suggest(value, self.options)}", value, where.file
            )
        chosen = self.options[value]
        if chosen == "unlimited":
            return None
        if not isinstance(chosen, int):
            raise self.fail(
                f"option '{value}' is {chosen!r} here, but a number is needed", value, where.file
            )
        return chosen

    # merging ----------------------------------------------------------------------------------
    def merge(self, statements: Iterable[Statement]) -> _Merged:
        definition = self.definition
        merged = _Merged(title=definition.title or str(definition.name))
        for s in statements:
            match s:
                case AliasesStmt():
                    # Aliases name this file's game only; a child is not known by its parent's.
                    if s.file == definition.file:
                        merged.aliases.extend(a for a in s.aliases if a not in merged.aliases)
                case SourceStmt():
                    merged.source = s.source
                case DecksStmt():
                    merged.decks, merged.decks_per_player = s.decks, s.per_player
                    merged.decks_at = s
                    if s.decks < 1:
                        raise self.fail("a game needs at least one deck", s)
                case SuitsStmt():
                    merged.suits = "".join(dict.fromkeys(s.suits))  # each once, in order written
                    if len(merged.suits) != len(s.suits):
                        raise self.fail("a suit is listed twice", s)
                case RanksStmt():
                    merged.ranks = tuple(sorted(set(s.ranks)))
                    if len(merged.ranks) != len(s.ranks):
                        raise self.fail("a rank is listed twice", s)
                case PlayersStmt():
                    merged.players = s.players
                    if s.players < 1:
                        raise self.fail("a game needs at least one player", s)
                case ZoneStmt():
                    self.merge_zone(merged.zones, s)
                case ActionStmt() | GatherStmt() | DrawStmt():
                    merged.actions[s.name] = s
                case UseStmt() if s.plugin in REFILL_PLUGINS:
                    merged.refill_plugins.add(s.plugin)
                case UseStmt():
                    if s.plugin not in merged.plugins:
                        merged.plugins.append(s.plugin)
                case WonStmt():
                    merged.won = s
                case LostStmt():
                    merged.lost = True
                case ProgressStmt():
                    merged.progress = s
                case ScoreStmt():
                    merged.score = s
                case TitleStmt():
                    pass  # the title is this file's own (parse() took it): a child is its own game
                case GameStmt() | ExtendsStmt() | OptionStmt() | OptionDefaultStmt() | WhenStmt():
                    pass  # read already: by flatten(), option_specs() and active()
                case _:
                    assert_never(s)
        return merged

    def merge_zone(self, zones: dict[Name, Zone], s: ZoneStmt) -> None:
        """A zone's head is its latest statement's; its clauses merge (``from scratch``: the
        earlier ones are forgotten). The first statement naming it gives its position."""
        zone = zones.get(s.name)
        if s.head.from_scratch and zone is not None:
            zone.clauses.clear()  # redefined: nothing of the earlier zone is kept
        count = self.number(s.head.count, s)
        if count > MAX_PILES:
            raise self.fail(f"zone '{s.name}' has {count} piles: a zone has at most {MAX_PILES}", s)
        if zone is None:
            zone = zones[s.name] = Zone(first=s, head=s.head, count=count)
        else:
            zone.head, zone.count = s.head, count
        zone.clauses.update((clause.key, clause) for clause in s.clauses)

    # zones and actions ------------------------------------------------------------------------
    def zone_specs(self, merged: _Merged) -> tuple[ZoneSpec, ...]:
        if not merged.zones:
            raise self.fail(
                f"variant '{self.definition.name}' declares no zones",
                self.definition.name,
                self.definition.file,
            )
        builder = ZoneBuilder(self.fail, self.number)
        zone_specs = tuple(builder.spec(zone) for zone in merged.zones.values())
        if merged.refill_plugins:
            zone_specs = _refill_as_the_old_plugins_did(zone_specs, merged.refill_plugins)
        known = {z.name for z in zone_specs}
        for z in zone_specs:
            self.check_zone_references(z, merged.zones[z.name].first.file, known)
            self.check_supermove_limits_runs(z, merged.zones[z.name])
            self.check_exchange_partners(z, zone_specs, merged.zones[z.name].first.file)
            self.check_base_is_read(z, zone_specs, merged.zones[z.name].first.file)
            if z.under_by_rank and z.gives.unit != "nothing":
                raise self.fail(
                    f"zone '{z.name}' sends its cards to the pile of their rank, and only there: "
                    "drop its 'gives' line",
                    merged.zones[z.name].first,
                )
            if z.under_by_rank and (z.growing or z.count != len(merged.ranks)):
                raise self.fail(
                    f"zone '{z.name}' sends cards to the pile of their rank, so it needs one pile "
                    f"for each rank of the deck: {len(merged.ranks)}, not {z.count}",
                    merged.zones[z.name].first,
                )
        return zone_specs

    def action_specs(
        self,
        actions: tuple[ActionStmt | GatherStmt | DrawStmt, ...],
        zone_specs: tuple[ZoneSpec, ...],
        known: Set[str],
    ) -> tuple[ActionSpec, ...]:
        by_name = {z.name: z for z in zone_specs}
        action_specs = tuple(self.action_spec(s, known, by_name) for s in actions)
        growing = {z.name for z in zone_specs if z.growing}
        for action, s in zip(action_specs, actions, strict=True):
            self.check_new_piles_go_to_a_growing_zone(action, s, growing)
            self.check_gather_deals_back_into_fixed_piles(action, s, growing)
            self.check_after_last_names_a_limited_action(action, s, action_specs)
        return action_specs

    def action_spec(
        self, s: ActionStmt | GatherStmt | DrawStmt, known: Set[str], zones: Mapping[Name, ZoneSpec]
    ) -> ActionSpec:
        mode: Literal["top", "new_pile", "each", "gather", "draw", "close_up"]
        amount: Count | None
        match s:
            case ActionStmt():
                source, target, mode, amount = s.source, s.target, s.mode, s.amount
            case GatherStmt():
                source, target, mode, amount = s.zone, s.zone, "gather", None
            case DrawStmt():
                source, target, mode, amount = s.zone, s.zone, "draw", 1
                self.check_draw_zone_gives_cards(s, zones)
        self.check_zone_is_known(source, s.file, known)
        self.check_zone_is_known(target, s.file, known)
        cards = None if amount is None else self.number(amount, s)
        if cards is not None and cards < 1:
            raise self.fail("an action moves at least one card", s)
        self.check_action_has_piles(s, source, target, mode, zones)
        face_up, passes, blocked = True, None, None
        shuffled, leave_gaps, random_gaps, packets, dealt_back = False, False, False, 1, False
        as_dealt = False
        when: list[Condition] = []
        for detail in s.details:
            match detail:
                case Face(up=up):
                    face_up = up
                case Shuffled():
                    shuffled = True
                case DealBack(leave_gaps=gaps, random_gaps=at_random, as_dealt=as_at_start):
                    dealt_back, leave_gaps, random_gaps = True, gaps, at_random
                    as_dealt = as_at_start
                case Packets(count=count):
                    packets = self.number(count, s)
                    if packets < 1:
                        raise self.fail("cards are dealt back in packets of at least one", s)
                case OnlyIf(condition=condition):
                    if condition.action is not None and condition.action == s.name:
                        raise self.fail(
                            f"'{s.name}' cannot wait for its own last use: name another action",
                            condition.action,
                            s.file,
                        )
                    for ref in condition.zones:
                        self.check_zone_is_known(ref, s.file, known)
                    when.append(condition)
                case Passes(count=count):
                    passes = self.number_or_unlimited(count, s)
                    if passes is not None and passes < 1:
                        raise self.fail("an action needs at least one pass", s)
                case UnlessEmpty(zone=zone):
                    self.check_zone_is_known(zone, s.file, known)
                    blocked = zone
                case _:
                    assert_never(detail)
        from_each = isinstance(s, ActionStmt) and s.from_each
        if from_each and (mode != "top" or cards is not None):
            raise self.fail(
                f"'{s.name}' takes from each pile of the {source}: it takes all their cards "
                f"onto the {target}'s first pile ('all from each pile of {source} to {target}')",
                s,
            )
        if from_each and zones[source].growing:
            raise self.fail(
                f"'{s.name}' takes from each pile of the {source}, which is growing: a zone of "
                "fixed piles is gathered this way",
                s,
            )
        fewer_than = s.fewer_than if isinstance(s, ActionStmt) else None
        if fewer_than is not None and fewer_than < 1:
            raise self.fail(
                f"'{s.name}': 'with fewer than {fewer_than} cards' leaves no pile to deal to: "
                "give 1 or more",
                s,
            )
        if as_dealt:
            self.check_dealt_back_as_at_the_start(s, zones[source], packets)
        if random_gaps and packets != 1:
            raise self.fail(
                f"'{s.name}' leaves the gaps at random, one card to each place: it cannot deal "
                "in packets",
                s,
            )
        if mode == "gather" and not dealt_back:
            raise self.fail(
                f"'{s.name}' gathers the {target} but does not say where the cards go: "
                "add ', deal back'",
                s,
            )
        return ActionSpec(
            s.name,
            cards,
            source,
            target,
            mode,
            face_up,
            tuple(when),
            passes,
            blocked,
            out_of_order=isinstance(s, GatherStmt) and s.out_of_order,
            shuffled=shuffled,
            leave_gaps=leave_gaps,
            random_gaps=random_gaps,
            as_dealt=as_dealt,
            packets=packets,
            from_each=from_each,
            bottom=isinstance(s, DrawStmt) and s.bottom,
            fewer_than=fewer_than,
        )

    # checks -----------------------------------------------------------------------------------
    def check_dealt_back_as_at_the_start(
        self, s: ActionStmt | GatherStmt | DrawStmt, zone: ZoneSpec, packets: int
    ) -> None:
        """``deal back as at the start`` repeats a fixed deal of every pile, one card at a time."""
        fixed = zone.deal is not None and zone.deal.amount in ("each", "steps", "list")
        if not fixed:
            raise self.fail(
                f"'{s.name}' deals the {zone.name} back as at the start, but the {zone.name} is "
                "not dealt a fixed number of cards to each pile ('deal 6', 'deal 1..7' or a list)",
                s,
            )
        if packets != 1 or (isinstance(s, GatherStmt) and s.out_of_order):
            raise self.fail(
                f"'{s.name}' deals back as at the start: it gathers every pile ('out of order' "
                "and packets cannot go with it)",
                s,
            )

    def check_zone_is_known(self, ref: Name, file: str, known: Set[str]) -> None:
        if ref not in known:
            raise self.fail(f"unknown zone '{ref}'{suggest(ref, known)}", ref, file)

    def check_action_has_piles(
        self,
        s: ActionStmt | GatherStmt | DrawStmt,
        source: Name,
        target: Name,
        mode: str,
        zones: Mapping[Name, ZoneSpec],
    ) -> None:
        """An action takes from the first pile of its source and gives to the first pile (or to
        each pile) of its target: those zones need a pile to address (a growing zone may gain
        one in play: the engine then offers the action only while it has one)."""
        addressed = [source] if mode in ("new_pile", "gather") else [source, target]
        for ref in addressed:
            zone = zones[ref]
            if zone.count < 1 and not zone.growing:
                raise self.fail(
                    f"'{s.name}' {'takes from' if ref == source else 'gives to'} zone '{ref}', "
                    "which has no piles: give it at least one",
                    s,
                )

    def check_exchange_partners(self, z: ZoneSpec, zones: Sequence[ZoneSpec], file: str) -> None:
        """``exchanges a lone card with a lone card of ...``: each zone named is another zone
        with a base (its empty piles take cards of given ranks)."""
        by_name = {str(spec.name): spec for spec in zones}
        for other in z.exchanges_with:
            if other == z.name:
                raise self.fail(
                    f"zone '{z.name}' exchanges cards with itself: name another zone", other, file
                )
            self.require_a_base(
                by_name[str(other)],
                "ranks",
                f"zone '{z.name}' exchanges cards with zone '{other}', which has no base: "
                "give it 'empty accepts RANK'",
                other,
                file,
            )

    def check_base_is_read(self, z: ZoneSpec, zones: Sequence[ZoneSpec], file: str) -> None:
        """``builds ..., nothing on the base rank of ZONE``: ZONE's empty piles take a base
        rank (``empty accepts the base rank``), the rank read."""
        ref = z.nothing_on_base
        if ref is None:
            return
        self.require_a_base(
            next(spec for spec in zones if spec.name == ref),
            "base",
            f"zone '{z.name}' builds nothing on the base rank of zone '{ref}', which has none: "
            "give it 'empty accepts the base rank'",
            ref,
            file,
        )

    def require_a_base(
        self, zone: ZoneSpec, what: str, message: str, where: Name, file: str
    ) -> None:
        """``zone``'s empty piles take its base (``empty.what`` is ``what``), else ``message``
        at ``where``, the line that names it."""
        if zone.empty is None or zone.empty.what != what:
            raise self.fail(message, where, file)

    def check_zone_references(self, z: ZoneSpec, file: str, known: Set[str]) -> None:
        """The zones a zone's clauses name exist, and are not the zone itself where that makes
        no sense."""
        for ref in z.gives.to or ():
            self.check_zone_is_known(ref, file, known)
        if z.empty is not None:
            for ref in z.empty.from_zones or ():
                self.check_zone_is_known(ref, file, known)
            if z.empty.base_zone is not None:
                self.check_zone_is_known(z.empty.base_zone, file, known)
        if z.deal is not None and z.deal.base_zone is not None:
            self.check_zone_is_known(z.deal.base_zone, file, known)
        if z.gives.partial_for is not None:
            self.check_zone_is_known(z.gives.partial_for, file, known)
        if z.gives.part_only_to is not None:
            self.check_zone_is_known(z.gives.part_only_to, file, known)
        if z.nothing_on_base is not None:
            self.check_zone_is_known(z.nothing_on_base, file, known)
        for supply in (z.refill_from, *z.refill_then) if z.refill_from is not None else ():
            self.check_zone_is_known(supply, file, known)
            if supply == z.name:
                raise self.fail(
                    f"zone '{z.name}' refills from itself: name another zone", supply, file
                )
        if z.collects_from is not None:
            self.check_zone_is_known(z.collects_from, file, known)
        for condition in (*z.takes_if, *z.gives_if, *z.in_line_until):
            for ref in condition.zones:
                self.check_zone_is_known(ref, file, known)
        if z.outranked_in is not None:
            self.check_zone_is_known(z.outranked_in, file, known)
        if z.in_line_to is not None:
            self.check_zone_is_known(z.in_line_to, file, known)
        for other in z.exchanges_with:
            self.check_zone_is_known(other, file, known)
        if z.pairs_to is not None:
            self.check_zone_is_known(z.pairs_to, file, known)
            if z.pairs_to == z.name:
                raise self.fail(
                    f"zone '{z.name}' removes pairs to itself: name another zone", z.pairs_to, file
                )

    def check_supermove_limits_runs(self, z: ZoneSpec, zone: Zone) -> None:
        if z.gives.supermove and z.gives.unit not in ("runs", "face_up"):
            raise self.fail(
                f"zone '{z.name}': 'as many as free cells allow' limits runs; it gives "
                f"{z.gives.unit.replace('_', ' ')}",
                zone.first,
            )

    def check_new_piles_go_to_a_growing_zone(
        self, action: ActionSpec, s: ActionStmt | GatherStmt | DrawStmt, growing: Set[str]
    ) -> None:
        if action.mode == "new_pile" and action.target not in growing:
            raise self.fail(
                f"'as new pile' needs a growing zone, and '{action.target}' is not: "
                "add 'growing' to its head",
                s,
            )

    def check_draw_zone_gives_cards(self, s: DrawStmt, zones: Mapping[Name, ZoneSpec]) -> None:
        """A buried card is played as the zone's top card would be: the zone gives cards."""
        zone = zones[s.zone]
        if zone.gives.unit == "nothing":
            raise self.fail(
                f"'{s.name}' plays a buried card of the {s.zone}, as its top card would be "
                f"played; but the {s.zone} gives nothing: give it 'gives top card'",
                s,
            )

    def check_after_last_names_a_limited_action(
        self,
        action: ActionSpec,
        s: ActionStmt | GatherStmt | DrawStmt,
        actions: tuple[ActionSpec, ...],
    ) -> None:
        """``only after the last NAME`` names another action that has a number of passes."""
        for condition in action.when:
            if condition.action is None:
                continue
            named = next((a for a in actions if a.name == condition.action), None)
            if named is None:
                known = [str(a.name) for a in actions if a.name != action.name]
                raise self.fail(
                    f"unknown action '{condition.action}'{suggest(condition.action, known)}",
                    condition.action,
                    s.file,
                )
            if named.passes is None:
                raise self.fail(
                    f"'{action.name}' waits for the last '{named.name}', which has no last: "
                    f"give '{named.name}' a number of passes",
                    condition.action,
                    s.file,
                )

    def check_gather_deals_back_into_fixed_piles(
        self, action: ActionSpec, s: ActionStmt | GatherStmt | DrawStmt, growing: Set[str]
    ) -> None:
        if action.mode == "gather" and action.target in growing:
            raise self.fail(
                f"'gather' deals the cards back into the places they came from, so "
                f"'{action.target}' must keep its piles: it cannot be growing",
                s,
            )

    def check_end_references(self, merged: _Merged, known: Set[str]) -> None:
        """The zones named by ``won``, ``progress`` and ``score`` exist."""
        file = self.definition.file
        for cond in merged.conditions:
            for ref in cond.zones:
                self.check_zone_is_known(ref, merged.won.file if merged.won else file, known)
        if merged.progress is not None:
            for measure in merged.progress.measures:
                for ref in measure.zones:
                    self.check_zone_is_known(ref, merged.progress.file, known)
        if merged.score is not None:
            for ref in merged.score.score.zones:
                self.check_zone_is_known(ref, merged.score.file, known)

    def check_in_order_is_defined(
        self,
        merged: _Merged,
        zone_specs: tuple[ZoneSpec, ...],
        action_specs: tuple[ActionSpec, ...],
        actions: tuple[ActionStmt | GatherStmt | DrawStmt, ...],
    ) -> None:
        """'in order' is read from the zone's own rule for its empty piles: every zone whose
        order is asked for has one."""
        ordered = {z.name for z in zone_specs if z.empty is not None and z.empty.what == "left"}

        def check(ref: Name, what: str, at: Located | None) -> None:
            if ref not in ordered:
                raise self.fail(
                    f"{what} needs zone '{ref}' to say what order its rows follow: give it "
                    "'empty accepts ... from its left neighbour'",
                    ref,
                    at.file if at else self.definition.file,
                )

        for cond in merged.conditions:
            if cond.kind == "in_order":
                check(cond.zones[0], f"'{cond.zones[0]} is in order'", merged.won)
        for zone in zone_specs:
            for cond in (*zone.takes_if, *zone.gives_if, *zone.in_line_until):
                if cond.kind == "in_order":
                    check(cond.zones[0], f"'{cond.zones[0]} is in order'", None)
        for action, s in zip(action_specs, actions, strict=True):
            for cond in action.when:
                if cond.kind == "in_order":
                    check(cond.zones[0], f"'{cond.zones[0]} is in order'", s)
            if action.out_of_order:
                check(action.source, f"'gather {action.source} out of order'", s)
        if merged.progress is not None:
            for measure in merged.progress.measures:
                if measure.kind == "more_in_order":
                    for ref in measure.zones:
                        check(ref, "'more cards in order'", merged.progress)
        if merged.score is not None and merged.score.score.kind == "cards_in_order":
            for ref in merged.score.score.zones:
                check(ref, "'score cards in order'", merged.score)

    def check_won_is_given(self, merged: _Merged) -> None:
        if not merged.conditions:
            raise self.fail(
                f"variant '{self.definition.name}' never says when it is won: add a 'won if ...' "
                "line",
                self.definition.name,
                self.definition.file,
            )

    def check_names_have_no_digits(
        self, zone_specs: tuple[ZoneSpec, ...], action_specs: tuple[ActionSpec, ...]
    ) -> None:
        for name in [*(z.name for z in zone_specs), *(a.name for a in action_specs)]:
            if any(ch.isdigit() for ch in name):
                raise self.fail(
                    f"'{name}' has a digit: zone and action names cannot, because move notation "
                    "puts the pile number right after the name (tableau3)",
                    name,
                )

    def check_deal(self, rules: VariantRules, merged: _Merged) -> None:
        """The deal uses every card of the decks, once: the fixed deals fit, and one zone takes
        the rest (or the fixed deals use every card)."""
        fixed = 0
        named: dict[tuple[int, str], int] = {}  # copies of each card 'deal rank'/'deal card' take
        last_dealt: ZoneStmt | None = None
        rest_zones = []
        for z in rules.zones:
            if z.deal is None:
                continue
            where = merged.zones[z.name].first
            if (
                rules.players > 1
                and rules.decks_per_player
                and not z.per_player
                and z.deal.amount != "nothing"
            ):
                raise self.fail(
                    f"zone '{z.name}' is shared, but each player deals from their own deck: "
                    "deal only into per-player zones",
                    where,
                )
            if z.deal.amount not in ("rest", "nothing"):
                last_dealt = where
            copies = rules.players if z.per_player and not rules.decks_per_player else 1
            if z.deal.amount == "base_rank":
                self.check_base_rank_deal(rules, z, merged)
                fixed += min(z.count, rules.decks * len(rules.suits) - 1)
            elif z.deal.amount not in ("rest", "nothing"):
                fixed += sum(z.deal.pile_size(i) for i in range(z.count)) * copies
            if z.deal.row_start_rank is not None:
                fixed += len(z.row_starts()) * copies
            if z.deal.names_cards or z.deal.row_start_rank is not None:
                self.check_dealt_card_is_in_the_decks(rules, z, where)
                self.check_dealt_cards_have_copies(rules, z, where, named, copies)
            elif z.deal.amount == "rest":
                rest_zones.append(z)
        per_deal = rules.cards_per_owner if rules.decks_per_player else rules.total_cards
        if len(rest_zones) > 1:
            raise self.fail(
                f"only one zone can take the rest of the deck, but {', '.join(z.name for z in rest_zones)} all do",
                merged.zones[rest_zones[1].name].first,
            )
        if fixed > per_deal:
            raise self.fail(
                f"the deal needs {fixed} cards but {'each player has' if rules.decks_per_player else 'the decks hold'} "
                f"{per_deal} ({rules.decks} deck{'s' if rules.decks > 1 else ''})",
                last_dealt or merged.decks_at,
            )
        base_rank = [z for z in rules.zones if z.deal is not None and z.deal.amount == "base_rank"]
        exchanging = [z for z in rules.zones if z.deal is not None and z.deal.distinct_ranks]
        if base_rank and exchanging:
            # An exchange could move the base card out of the place that defines it.
            raise self.fail(
                f"zone '{exchanging[0].name}' exchanges cards so that no rank is twice in a pile, "
                f"and zone '{base_rank[0].name}' is dealt the other cards of a base rank, which "
                "the first card dealt sets: a file may do one or the other",
                merged.zones[exchanging[0].name].clause(DealClause)
                or merged.zones[exchanging[0].name].first,
            )
        if base_rank and named and not rest_zones:
            # Named cards may be of the base rank: fewer cards may be left for its fellows.
            raise self.fail(
                f"zone '{base_rank[0].name}' is dealt the other cards of a base rank, and other "
                "zones named cards that may be of that rank: add 'deal rest ...' to one zone",
                merged.zones[base_rank[0].name].first,
            )
        if fixed < per_deal and not rest_zones:
            raise self.fail(
                f"the deal places {fixed} of the {per_deal} cards: add 'deal rest ...' to one zone "
                "or deal more",
                last_dealt or merged.decks_at or list(merged.zones.values())[-1].first,
            )

    def check_base_rank_deal(self, rules: VariantRules, z: ZoneSpec, merged: _Merged) -> None:
        """``deal the other cards of the base rank of ZONE``: the base card is the first card
        dealt to ZONE's first pile, so ZONE deals it a fixed number of cards, from the one deck
        both zones share."""
        assert z.deal is not None and z.deal.base_zone is not None
        where = merged.zones[z.name].clause(DealClause) or merged.zones[z.name].first
        base = next(b for b in rules.zones if b.name == z.deal.base_zone)
        if rules.players > 1 and (z.per_player or base.per_player):
            raise self.fail(
                f"zone '{z.name}' is dealt the other cards of the base rank of "
                f"'{base.name}': both zones must be shared, not per player",
                where,
            )
        fixed = base.deal is not None and base.deal.amount in ("each", "steps", "list")
        if not fixed or base.count < 1 or base.deal is None or base.deal.pile_size(0) < 1:
            raise self.fail(
                f"zone '{z.name}' is dealt the other cards of the base rank of '{base.name}', "
                f"which is set by the first card dealt to its first pile; but '{base.name}' "
                "deals no fixed number of cards there: give it a deal like 'deal 7' or "
                "'deal 1..7'",
                where,
            )

    def check_dealt_card_is_in_the_decks(
        self, rules: VariantRules, z: ZoneSpec, where: ZoneStmt
    ) -> None:
        """``deal rank ...``, ``deal card ...`` and ``deal cards ...`` name cards a stripped deck
        may not hold."""
        assert z.deal is not None
        for rank, suit in _named_cards(z, rules.suits):
            if suit not in rules.suits:
                raise self.fail(
                    f"zone '{z.name}' is dealt a card of suit {suit}, which the decks "
                    f"do not hold (suits {' '.join(rules.suits)})",
                    where,
                )
            if rank not in rules.ranks:
                raise self.fail(
                    f"zone '{z.name}' is dealt a card of rank {RANK_NAMES[rank]}, which the "
                    f"decks do not hold (ranks {' '.join(RANK_NAMES[r] for r in rules.ranks)})",
                    where,
                )

    def check_dealt_cards_have_copies(
        self,
        rules: VariantRules,
        z: ZoneSpec,
        where: ZoneStmt,
        named: dict[tuple[int, str], int],
        copies: int,
    ) -> None:
        """Each pile of a ``deal rank``/``deal card``/``deal cards`` zone takes its own copy of a
        card: the decks (each player's, or the shared ones) hold ``decks`` copies of each."""
        assert z.deal is not None
        for key in _named_cards(z, rules.suits):
            named[key] = named.get(key, 0) + copies
            if named[key] > rules.decks:
                raise self.fail(
                    f"zone '{z.name}' is dealt {named[key]} copies in all of the "
                    f"{RANK_NAMES[key[0]]} of suit {key[1]}, but the decks hold {rules.decks}",
                    where,
                )


def _named_cards(z: ZoneSpec, suits: str) -> list[tuple[int, str]]:
    """The cards a zone's deal names: one per pile ("deal rank", "deal card", "deal cards"), or
    one per row ("A at the start of each row")."""
    deal = z.deal
    assert deal is not None
    if deal.names_cards:
        return [deal.named_card(i, suits) for i in range(z.count)]
    return [deal.row_start_card(row, suits) for row in range(len(z.row_starts()))]


def _refill_as_the_old_plugins_did(
    zone_specs: tuple[ZoneSpec, ...], refill_plugins: set[str]
) -> tuple[ZoneSpec, ...]:
    """What the deprecated plugins did: the automatic one refilled every zone that ``refills
    from`` another at once, the manual one (alone) let the player do it."""
    by_hand = "automatic-refill" not in refill_plugins
    return tuple(
        attrs.evolve(z, refill_by_hand=by_hand) if z.refill_from is not None else z
        for z in zone_specs
    )
