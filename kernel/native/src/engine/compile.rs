//! Compiling the rules IR into a `Game` (as `Game.__init__` in kernel/engine/game.py): the
//! checks the core relies on, each zone's tables, actions, deals, conditions and measures.

use super::*;

fn compile(relation: &Relation, only: u16) -> Table {
    (0..52)
        .map(|t| {
            (0..52)
                .filter(|&m| {
                    relation.relates(m, t) && (only == 0 || only & (1 << (m / 4 + 1)) != 0)
                })
                .fold(0u64, |bits, m| bits | 1 << m)
        })
        .collect()
}

/// Per pile, the piles it covers (a covering map read the other way).
fn uncovering(covers: &[Vec<usize>], count: usize) -> Vec<Vec<usize>> {
    let mut covering = vec![Vec::new(); count];
    for (pile, by) in covers.iter().enumerate() {
        for &c in by {
            if let Some(list) = covering.get_mut(c) {
                list.push(pile);
            }
        }
    }
    covering
}

/// A card relation read the other way: `transposed(t)[m] & (1 << k)` when `t[k] & (1 << m)`.
pub(super) fn transposed(table: &Table) -> Table {
    (0..52)
        .map(|card| (0..52).fold(0u64, |mask, top| mask | (table[top] >> card & 1) << top))
        .collect()
}

fn rank_mask(ranks: &[u8]) -> u16 {
    ranks.iter().fold(0, |mask, r| mask | 1 << r)
}

/// Why the native engine cannot run these rules (None: it can).
pub fn unsupported(rules: &Rules) -> Option<String> {
    if rules.players > 2 {
        // A card holds one owner bit (`OWNER`): two decks of their own at most.
        return Some("more than two players".into());
    }
    if let Some(plugin) = rules.plugins.first() {
        return Some(format!("plugin '{plugin}'"));
    }
    if rules.players > 1 {
        if let Some(reason) = shared_zones_unsupported(rules) {
            return Some(reason);
        }
    }
    for zone in &rules.zones {
        let gates = zone
            .takes_if
            .iter()
            .chain(&zone.gives_if)
            .chain(&zone.in_line_until);
        if let Some(c) = gates.clone().find(|c| !simple(c.kind, rules)) {
            return Some(format!("zone '{}': condition {}", zone.name, c.kind.name()));
        }
    }
    for action in &rules.actions {
        if let Some(c) = action.when.iter().find(|c| !simple(c.kind, rules)) {
            let kind = c.kind.name();
            return Some(format!("action '{}': condition {kind}", action.name));
        }
    }
    if let Some(c) = rules.won.iter().find(|c| !simple(c.kind, rules)) {
        return Some(format!("won condition {}", c.kind.name()));
    }
    None
}

/// With several players, what the core cannot run of a shared zone: one that gives cards (a
/// move names no player, so a shared zone's moves would be nobody's) or that names a zone of
/// each player (which player's would it mean?).
fn shared_zones_unsupported(rules: &Rules) -> Option<String> {
    let per_player = |name: &str| rules.zones.iter().any(|z| z.name == name && z.per_player);
    for zone in rules.zones.iter().filter(|z| !z.per_player) {
        let name = &zone.name;
        if zone.gives.unit != Unit::Nothing {
            return Some(format!(
                "zone '{name}': a shared zone that gives cards, with several players"
            ));
        }
        let empty = zone.empty.as_ref();
        let named = [
            zone.gives.partial_for.as_ref(),
            empty.and_then(|e| e.base_zone.as_ref()),
            zone.pairs_to.as_ref(),
            zone.refill_from.as_ref(),
            zone.collects_from.as_ref(),
        ];
        let mut names = named.into_iter().flatten().chain(&zone.refill_then);
        if let Some(other) = names.find(|n| per_player(n)) {
            return Some(format!(
                "zone '{name}': a shared zone that names zone '{other}' of each player"
            ));
        }
    }
    None
}

/// The shape the engine relies on, checked once: IR written by hand (or by another tool) gets a
/// reason here instead of a panic later. The language's checks give the same bounds.
fn validate(rules: &Rules) -> Result<(), String> {
    let rank = |r: u8| (1..=13).contains(&r);
    if rules.suits.is_empty() || !rules.suits.bytes().all(|c| SUITS.contains(&c)) {
        return Err(format!("suits {:?}: one or more of S H D C", rules.suits));
    }
    if rules.ranks.is_empty() || !rules.ranks.iter().all(|&r| rank(r)) {
        return Err("ranks: one or more of 1 to 13".into());
    }
    if rules.players == 0 {
        return Err("0 players: 1 or more".into());
    }
    if !(1..=8).contains(&rules.decks) {
        return Err(format!("{} decks: 1 to 8", rules.decks));
    }
    for zone in &rules.zones {
        let name = &zone.name;
        let count = zone.count as usize;
        if count > 1000 {
            return Err(format!("zone '{name}' has {count} piles: 1 000 at most"));
        }
        if let Some(deal) = &zone.deal {
            let per_pile = |values: &[u32]| values.is_empty() || values.len() == count;
            let named_card =
                |r: u8, s: &str| rank(r) && s.len() == 1 && SUITS.contains(&s.as_bytes()[0]);
            let per_pile_list = match deal.amount {
                Amount::List => Some(deal.counts.len()),
                Amount::Cards => Some(deal.cards.len()),
                _ => None,
            };
            if per_pile_list.is_some_and(|n| n != count) {
                return Err(format!(
                    "zone '{name}': its deal names one count or card per pile"
                ));
            }
            let bad_card = match deal.amount {
                Amount::Rank => !rank(deal.rank),
                Amount::Card => !named_card(deal.rank, &deal.suit),
                Amount::Cards => !deal.cards.iter().all(|(r, s)| named_card(*r, s)),
                _ => false,
            };
            if bad_card {
                return Err(format!("zone '{name}': a named card that is no card"));
            }
            if deal.amount == Amount::BaseRank {
                let base = rules
                    .zones
                    .iter()
                    .find(|z| Some(&z.name) == deal.base_zone.as_ref());
                let fixed = base
                    .and_then(|b| b.deal.as_ref())
                    .is_some_and(deals_its_first_pile);
                if !fixed || base.is_some_and(|b| b.name == *name || b.count == 0) {
                    return Err(format!(
                        "zone '{name}': the base zone of its deal deals no fixed cards \
                         to its first pile"
                    ));
                }
            }
            if !per_pile(&deal.bottom_down) {
                return Err(format!("zone '{name}': one face-down count per pile"));
            }
            if !deal.under.iter().all(|&r| rank(r)) {
                return Err(format!("zone '{name}': a rank outside 1 to 13"));
            }
            let fixed = matches!(deal.amount, Amount::Each | Amount::Steps | Amount::List);
            if deal.row_start_rank.is_some_and(|r| !rank(r) || !fixed) {
                return Err(format!(
                    "zone '{name}': the rows start with a rank outside 1 to 13, or of a deal \
                     that is not fixed"
                ));
            }
        }
        if zone.gives.count == 0 {
            return Err(format!("zone '{name}' gives 0 cards at a time"));
        }
        if zone.covered.len() > count || zone.covered.iter().flatten().any(|&c| c >= count) {
            return Err(format!(
                "zone '{name}': its covering map names piles it does not have"
            ));
        }
        // `builds only on its base` and exchanges read the base from `empty accepts RANK`.
        let has_base = |z: &ir::Zone| z.empty.as_ref().is_some_and(|e| e.what == EmptyKind::Ranks);
        let partners = zone
            .exchanges_with
            .iter()
            .map(|other| rules.zones.iter().find(|z| z.name == *other));
        for partner in partners {
            if !partner.is_some_and(|z| z.name != *name && has_base(z)) {
                return Err(format!(
                    "zone '{name}' exchanges cards with a zone that is itself or has no base"
                ));
            }
        }
        if zone.under_by_rank && zone.gives.unit != Unit::Nothing {
            return Err(format!(
                "zone '{name}' sends cards to the pile of their rank and gives no others"
            ));
        }
        if zone.under_by_rank && (zone.growing || count != rules.ranks.len()) {
            return Err(format!(
                "zone '{name}' sends cards to the pile of their rank: one pile per rank"
            ));
        }
        if (zone.on_base || !zone.exchanges_with.is_empty()) && !has_base(zone) {
            return Err(format!(
                "zone '{name}' has no base ('empty accepts RANK') to build on or exchange by"
            ));
        }
        let ranks = zone.takes_only.iter().chain(&zone.collects_ranks);
        let empty_ranks = zone.empty.iter().flat_map(|e| e.ranks.iter());
        if !ranks.chain(empty_ranks).all(|&r| rank(r)) {
            return Err(format!("zone '{name}': a rank outside 1 to 13"));
        }
        let rows = zone.rows.len().max(1);
        let row_cards = zone.empty.iter().flat_map(|e| e.row_cards.iter());
        for (row, r, s) in row_cards {
            if *row as usize >= rows
                || !rank(*r)
                || s.len() != 1
                || !SUITS.contains(&s.as_bytes()[0])
            {
                return Err(format!(
                    "zone '{name}': a row start names a card or row that is not there"
                ));
            }
        }
    }
    for action in &rules.actions {
        if action.amount == Some(0) {
            return Err(format!("action '{}' moves no card", action.name));
        }
        if action.packets == 0 {
            return Err(format!("action '{}' deals packets of 0 cards", action.name));
        }
        let fixed = |name: &str| {
            rules.zones.iter().any(|z| {
                z.name == name
                    && z.deal.as_ref().is_some_and(|d| {
                        matches!(d.amount, Amount::Each | Amount::Steps | Amount::List)
                    })
            })
        };
        if action.as_dealt
            && (action.mode != ir::Mode::Gather
                || action.out_of_order
                || action.leave_gaps
                || action.random_gaps
                || action.packets != 1
                || !fixed(&action.source))
        {
            return Err(format!(
                "action '{}' deals back as at the start: a gather of every pile of a zone \
                 dealt a fixed number of cards",
                action.name
            ));
        }
        if action.random_gaps
            && (action.mode != ir::Mode::Gather || action.leave_gaps || action.packets != 1)
        {
            return Err(format!(
                "action '{}' leaves gaps at random: a gather dealing one card at a time",
                action.name
            ));
        }
        if action.bottom && action.mode != ir::Mode::Draw {
            return Err(format!(
                "action '{}' plays a bottom card: a draw's",
                action.name
            ));
        }
        if action
            .fewer_than
            .is_some_and(|n| n == 0 || action.mode != ir::Mode::Each)
        {
            return Err(format!(
                "action '{}': fewer_than is 1 or more, on a deal to each pile of a zone",
                action.name
            ));
        }
    }
    let conditions = rules
        .won
        .iter()
        .chain(rules.actions.iter().flat_map(|a| &a.when))
        .chain(
            rules
                .zones
                .iter()
                .flat_map(|z| z.takes_if.iter().chain(&z.gives_if).chain(&z.in_line_until)),
        );
    if conditions
        .into_iter()
        .any(|c| c.zones.is_empty() && c.kind != ConditionKind::UsedUp)
    {
        return Err("a condition names no zone".into());
    }
    Ok(())
}

/// The number of piles in each row of `zone` (one row of them all when it names none).
fn row_lengths(zone: &ir::Zone) -> Vec<usize> {
    if zone.rows.is_empty() {
        vec![zone.count as usize]
    } else {
        zone.rows.iter().map(|&r| r as usize).collect()
    }
}

/// The first pile of each row (as `ZoneSpec.row_starts`).
fn row_starts(zone: &ir::Zone) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut index = 0;
    for length in row_lengths(zone) {
        if !starts.contains(&index) {
            starts.push(index);
        }
        index += length;
    }
    starts.sort_unstable();
    starts
}

/// With `row_cards`: per pile, the key of the card it takes as the start of its row (the last
/// one named for a row wins, as in `_row_cards`); None without.
fn row_cards(zone: &ir::Zone) -> Option<Vec<Option<usize>>> {
    let empty = zone.empty.as_ref()?;
    if empty.row_cards.is_empty() {
        return None;
    }
    let firsts = row_starts(zone);
    let mut cards = vec![None; firsts.iter().max().map_or(0, |&m| m + 1)];
    for (row, r, s) in &empty.row_cards {
        let suit = SUITS.iter().position(|&c| s.as_bytes().first() == Some(&c));
        if let (Some(&first), Some(suit)) = (firsts.get(*row as usize), suit) {
            cards[first] = Some((*r as usize - 1) * 4 + suit);
        }
    }
    Some(cards)
}

/// Whether the core plays condition `kind` in `rules`: all of them, `all_own_cards` only with
/// several players (in a one-player game the Python engine reads it for no player, so it
/// never holds there; the core does not copy that).
fn simple(kind: ConditionKind, rules: &Rules) -> bool {
    match kind {
        ConditionKind::Empty
        | ConditionKind::Piles
        | ConditionKind::Cards
        | ConditionKind::AllCards
        | ConditionKind::InOrder
        | ConditionKind::FaceUp
        | ConditionKind::UsedUp => true,
        ConditionKind::AllOwnCards => rules.players > 1,
    }
}

/// The zone instances of rules (as `Game.instances` in Python: zone by zone, and a zone per
/// player once per player), and each zone name resolved for a player.
pub(super) struct Places<'r> {
    rules: &'r Rules,
    players: usize,
    /// Per zone of the rules, its instances.
    instances: Vec<Vec<usize>>,
    /// Per instance: its zone of the rules and its owner (None: shared).
    owners: Vec<(usize, Option<usize>)>,
}

impl<'r> Places<'r> {
    fn new(rules: &'r Rules) -> Self {
        let players = rules.players as usize;
        let (mut instances, mut owners) = (Vec::new(), Vec::new());
        for (z, zone) in rules.zones.iter().enumerate() {
            let of_zone: Vec<Option<usize>> = if zone.per_player {
                (0..players).map(Some).collect()
            } else {
                vec![None]
            };
            let mut ids = Vec::new();
            for owner in of_zone {
                ids.push(owners.len());
                owners.push((z, owner));
            }
            instances.push(ids);
        }
        Places {
            rules,
            players,
            instances,
            owners,
        }
    }

    /// The index in the rules of the zone named `name`.
    fn spec(&self, name: &str) -> Result<usize, String> {
        self.rules
            .zones
            .iter()
            .position(|z| z.name == name)
            .ok_or_else(|| format!("rules IR names an unknown zone '{name}'"))
    }

    /// The instance of zone `name` for `player`: theirs, or the only one of a shared zone.
    fn at(&self, name: &str, player: usize) -> Result<usize, String> {
        let list = &self.instances[self.spec(name)?];
        Ok(list[if list.len() == 1 { 0 } else { player }])
    }

    /// Every instance of zone `name`.
    fn all(&self, name: &str) -> Result<Vec<usize>, String> {
        Ok(self.instances[self.spec(name)?].clone())
    }

    /// The instances of `names` for `player`.
    fn each_at(&self, names: &[String], player: usize) -> Result<Vec<usize>, String> {
        names.iter().map(|n| self.at(n, player)).collect()
    }

    /// Every instance of each of `names`.
    fn every(&self, names: &[String]) -> Result<Vec<usize>, String> {
        let mut found = Vec::new();
        for name in names {
            found.extend(self.all(name)?);
        }
        Ok(found)
    }
}

impl Game {
    pub fn from_json(text: &str) -> Result<Game, String> {
        Game::from_rules(&ir::parse(text)?)
    }

    /// The game of rules read by `ir::parse`; an error says why the core cannot run them.
    pub fn from_rules(rules: &Rules) -> Result<Game, String> {
        if let Some(reason) = unsupported(rules) {
            return Err(format!(
                "the native engine cannot run {}: {reason}",
                rules.name
            ));
        }
        validate(rules).map_err(|e| format!("rules IR of {}: {e}", rules.name))?;
        Game::compile(rules)
    }

    fn compile(rules: &Rules) -> Result<Game, String> {
        let places = Places::new(rules);
        let players = places.players;
        let zones = places
            .owners
            .iter()
            .map(|&(z, owner)| zone_runtime(&places, &rules.zones[z], owner))
            .collect::<Result<Vec<_>, _>>()?;
        let (zones, sources) = linked(&places, zones)?;
        let (actions, counted) = action_runtimes(&places)?;
        let (deck, deck_owners) = deck(rules);
        let won_for = |player: usize| -> Result<Vec<ConditionRt>, String> {
            let conditions = rules.won.iter();
            conditions
                .map(|c| condition_runtime(&places, c, player))
                .collect()
        };
        // Conditions about a player's own cards or zones are read for each player in turn.
        let owned = rules.won.iter().any(|c| {
            c.kind == ConditionKind::AllOwnCards
                || c.zones
                    .iter()
                    .any(|n| rules.zones.iter().any(|z| z.name == *n && z.per_player))
        });
        let won_each = if players > 1 && owned {
            Some((0..players).map(won_for).collect::<Result<_, _>>()?)
        } else {
            None
        };
        let won = won_for(0)?;
        let cells = (0..zones.len()).filter(|&i| zones[i].is_cell).collect();
        let total_cards = deck.len();
        let unique_cards = {
            let mut seen = 0u64;
            deck.iter().all(|&c| {
                let new = seen >> key(c) & 1 == 0;
                seen |= 1 << key(c);
                new
            })
        };
        let (refills, by_hand, collectors) = supplies(&places)?;
        let mut suit_ranks = rules.ranks.clone();
        suit_ranks.sort_unstable_by(|a, b| b.cmp(a));
        let per_instance =
            |flags: Vec<bool>| places.owners.iter().map(|&(z, _)| flags[z]).collect();
        let exchanging = zones.iter().any(|z| !z.exchanges_with.is_empty());
        let mut game = Game {
            name: rules.name.clone(),
            players,
            exchanging,
            zones,
            instances: places.instances.clone(),
            deals: deals(&places)?,
            sources,
            actions,
            actions_each: rules.actions.len(),
            cells,
            won,
            won_each,
            lost_when_no_moves: rules.lost_when_no_moves,
            counted,
            deck,
            deck_owners,
            total_cards,
            refills,
            by_hand,
            collectors,
            suit_ranks,
            progress: (0..players)
                .map(|p| measures(&places, p))
                .collect::<Result<_, _>>()?,
            score: score_runtime(&places)?,
            interchangeable: per_instance(interchangeable(rules)),
            sorted_from: {
                let from = sorted_from(rules);
                places.owners.iter().map(|&(z, _)| from[z]).collect()
            },
            compact: per_instance(compact(rules)),
            prefixed: Vec::new(),
            unique_cards,
            twins: None,
            stock_round: None,
            turns_bury: false,
            filters: Vec::new(),
        };
        // Twins serve the solver, which plays one player.
        game.twins = if players == 1 {
            game.find_twins()
        } else {
            None
        };
        game.stock_round = if players == 1 {
            game.find_stock_round()
        } else {
            None
        };
        game.turns_bury = game.stock_cycle().is_some_and(|(stock, waste)| {
            !game
                .actions
                .iter()
                .any(|a| (a.source, a.target) == (waste, stock) && a.passes.is_none())
        });
        game.prefixed = game.find_prefixed();
        Ok(game)
    }
}

/// Zone `zone` of the rules, compiled for `owner` (None: shared): its tables, and its names
/// turned into the instances they mean for that player.
fn zone_runtime(places: &Places, zone: &ir::Zone, owner: Option<usize>) -> Result<ZoneRt, String> {
    let player = owner.unwrap_or(0);
    let only = rank_mask(&zone.takes_only);
    let unit = zone.gives.unit;
    let (empty, empty_ranks, empty_from, first_played, offset) = match &zone.empty {
        None => (EmptyKind::Nothing, 0, None, false, 0),
        Some(e) => {
            let kind = e.what;
            // Read by name in Python: a card from any instance of those zones.
            let from = match &e.from_zones {
                None => None,
                Some(names) => Some(places.every(names)?),
            };
            let first_played = e.base_from == BaseFrom::FirstCardPlayed;
            (kind, rank_mask(&e.ranks), from, first_played, e.offset)
        }
    };
    Ok(ZoneRt {
        name: zone.name.clone(),
        owner,
        count: zone.count as usize,
        growing: zone.growing,
        closes_gaps: zone.closes_gaps,
        turns_up: zone.turns_up,
        top_face_up: zone.top_face_up,
        is_cell: zone.kind == Kind::Cell,
        is_foundation: zone.kind == Kind::Foundation,
        unit,
        unit_count: zone.gives.count as usize,
        offsets: zone.gives.offsets.clone(),
        supermove: zone.gives.supermove,
        partial_for: match &zone.gives.partial_for {
            Some(name) => Some(places.at(name, player)?),
            None => None,
        },
        part_only_to: match &zone.gives.part_only_to {
            Some(name) => Some(places.at(name, player)?),
            None => None,
        },
        targets: Vec::new(),
        accepts: zone.builds.as_ref().map(|r| compile(r, only)),
        taken_by: zone.builds.as_ref().map(|r| transposed(&compile(r, only))),
        relation: zone.builds.as_ref().map(|r| compile(r, 0)),
        runs: zone.gives.run_rule.as_ref().map(|r| compile(r, 0)),
        empty,
        empty_ranks,
        empty_from,
        base_first_played: first_played,
        base_offset: offset,
        takes_only: only,
        single: zone.one_card_at_a_time,
        capacity: zone.capacity as usize,
        one_pile_per_suit: zone.one_pile_per_suit,
        rank_colours: zone.rank_colours,
        accepts_cards: zone.builds.is_some() || empty != EmptyKind::Nothing,
        covers: zone.covered.clone(),
        uncovers: if zone.turns_up {
            uncovering(&zone.covered, zone.count as usize)
        } else {
            Vec::new()
        },
        base_zone: match zone.empty.as_ref().and_then(|e| e.base_zone.as_ref()) {
            Some(name) => Some(places.at(name, player)?),
            None => None,
        },
        pairs_to: match &zone.pairs_to {
            Some(name) => Some(places.at(name, player)?),
            None => None,
        },
        rows: zone.rows.iter().map(|&r| r as usize).collect(),
        row_starts: row_starts(zone),
        left: zone
            .empty
            .as_ref()
            .and_then(|e| e.left_rule.as_ref())
            .map(|r| compile(r, only)),
        right: zone
            .empty
            .as_ref()
            .and_then(|e| e.right_rule.as_ref())
            .map(|r| compile(r, only)),
        row_cards: row_cards(zone),
        takes_if: conditions(places, &zone.takes_if, player)?,
        gives_if: conditions(places, &zone.gives_if, player)?,
        outranked_in: match &zone.outranked_in {
            Some(name) => Some((places.at(name, player)?, zone.aces_high)),
            None => None,
        },
        rank_in_pile_before: zone.rank_in_pile_before,
        takes_count: zone.takes_count as usize,
        in_line: match &zone.in_line_to {
            Some(name) => Some((
                places.at(name, player)?,
                in_line_places(zone),
                conditions(places, &zone.in_line_until, player)?,
            )),
            None => None,
        },
        touching: zone.gives.touching.then(|| grid_places(zone)),
        one_way: zone.one_way,
        on_base: zone.on_base,
        nothing_on_base: match &zone.nothing_on_base {
            Some(name) => Some((places.at(name, player)?, fixed_base(places.rules, name))),
            None => None,
        },
        by_rank: if zone.under_by_rank {
            let mut ranks = places.rules.ranks.clone();
            ranks.sort_unstable();
            ranks
        } else {
            Vec::new()
        },
        exchanges_with: zone
            .exchanges_with
            .iter()
            .map(|name| places.at(name, player))
            .collect::<Result<_, _>>()?,
    })
}

/// Per pile of `zone`: its row and its place in that row.
fn grid_places(zone: &ir::Zone) -> Vec<(usize, usize)> {
    row_lengths(zone)
        .into_iter()
        .enumerate()
        .flat_map(|(row, length)| (0..length).map(move |place| (row, place)))
        .collect()
}

/// Per pile of `zone`: its place in its row when its row gives in line (`row N gives only to
/// the ZONE pile in line with it`), None otherwise.
fn in_line_places(zone: &ir::Zone) -> Vec<Option<usize>> {
    let mut places = Vec::with_capacity(zone.count as usize);
    for (row, length) in row_lengths(zone).into_iter().enumerate() {
        let named = zone.in_line_rows.is_empty() || zone.in_line_rows.contains(&(row as u32));
        places.extend((0..length).map(|place| named.then_some(place)));
    }
    places
}

/// Conditions of the rules (a zone's `takes only if`, `gives only if`), compiled for `player`.
fn conditions(
    places: &Places,
    list: &[ir::Condition],
    player: usize,
) -> Result<Vec<ConditionRt>, String> {
    list.iter()
        .map(|c| condition_runtime(places, c, player))
        .collect()
}

/// `zones` (the instances) with the instances each gives to (for its owner), and per player
/// the zones their moves start from (with whether they move only by offsets within the zone),
/// zone by zone in rules order.
#[allow(clippy::type_complexity)]
fn linked(
    places: &Places,
    mut zones: Vec<ZoneRt>,
) -> Result<(Vec<ZoneRt>, Vec<Vec<(usize, bool)>>), String> {
    let rules = places.rules;
    // Per zone of the rules: whether it takes cards (the same for each of its instances).
    let accepting: Vec<bool> = places
        .instances
        .iter()
        .map(|ids| zones[ids[0]].accepts_cards)
        .collect();
    for (i, &(z, owner)) in places.owners.iter().enumerate() {
        if zones[i].unit == Unit::Nothing {
            continue;
        }
        let player = owner.unwrap_or(0);
        zones[i].targets = match &rules.zones[z].gives.to {
            None => (0..rules.zones.len())
                .filter(|&t| accepting[t])
                .map(|t| places.at(&rules.zones[t].name, player))
                .collect::<Result<Vec<_>, _>>()?,
            Some(names) => places.each_at(names, player)?,
        };
    }
    let mut sources = Vec::new();
    for player in 0..places.players {
        let mut of_player = Vec::new();
        for zone in &rules.zones {
            let i = places.at(&zone.name, player)?;
            let z = &zones[i];
            if z.unit == Unit::Nothing || z.targets.is_empty() {
                continue;
            }
            let by_offset = z.targets == [i]
                && !z.offsets.is_empty()
                && matches!(z.unit, Unit::Top | Unit::Pile);
            of_player.push((i, by_offset));
        }
        sources.push(of_player);
    }
    Ok((zones, sources))
}

/// Condition `c` of the rules (won, or an action's `when`), compiled for `player`.
fn condition_runtime(
    places: &Places,
    c: &ir::Condition,
    player: usize,
) -> Result<ConditionRt, String> {
    let rules = places.rules;
    let names = places.each_at(&c.zones, player)?;
    Ok(match c.kind {
        ConditionKind::UsedUp => {
            // The first limited action of that name: its slot among the limited actions'
            // counts, player by player, as `_condition_holds` finds it.
            let limited = rules.actions.iter().filter(|a| a.passes.is_some());
            ConditionRt::UsedUp(
                limited
                    .enumerate()
                    .find(|(_, a)| Some(&a.name) == c.action.as_ref())
                    .and_then(|(k, a)| Some((k * places.players + player, a.passes?))),
            )
        }
        ConditionKind::Empty => ConditionRt::Empty(names),
        ConditionKind::Piles => ConditionRt::Piles(names[0], c.count as usize),
        ConditionKind::Cards => ConditionRt::Cards(names, c.count as usize),
        ConditionKind::InOrder => ConditionRt::InOrder(names[0]),
        ConditionKind::FaceUp => ConditionRt::FaceUp(names),
        // Every card, wherever it came from: every instance of the zones.
        ConditionKind::AllCards => ConditionRt::AllCards(places.every(&c.zones)?),
        ConditionKind::AllOwnCards => ConditionRt::AllOwnCards(places.every(&c.zones)?, player),
    })
}

/// Every player's actions, compiled player by player (each on the player's own zones), and
/// how many use counts a position keeps: one per limited action and player (slot
/// `k * players + player` for the `k`-th limited action, as in Python).
fn action_runtimes(places: &Places) -> Result<(Vec<ActionRt>, usize), String> {
    let rules = places.rules;
    let players = places.players;
    let mut actions = Vec::new();
    let limited = rules.actions.iter().filter(|a| a.passes.is_some()).count();
    for player in 0..players {
        let mut k = 0;
        for action in &rules.actions {
            let slot = k * players + player;
            if action.passes.is_some() {
                k += 1;
            }
            actions.push(ActionRt {
                name: action.name.clone(),
                player,
                amount: action.amount.map(|a| a as usize),
                source: places.at(&action.source, player)?,
                target: places.at(&action.target, player)?,
                mode: action.mode,
                face_up: action.face_up,
                when: action
                    .when
                    .iter()
                    .map(|c| condition_runtime(places, c, player))
                    .collect::<Result<_, _>>()?,
                passes: action.passes,
                slot,
                blocked_by_empty: match &action.blocked_by_empty {
                    Some(name) => Some(places.at(name, player)?),
                    None => None,
                },
                out_of_order: action.out_of_order,
                shuffled: action.shuffled,
                leave_gaps: action.leave_gaps,
                random_gaps: action.random_gaps,
                as_dealt: if action.as_dealt {
                    dealing_order(rules.zones.iter().find(|z| z.name == action.source))
                } else {
                    Vec::new()
                },
                packets: action.packets as usize,
                from_each: action.from_each,
                bottom: action.bottom,
                fewer_than: action.fewer_than.map(|n| n as usize),
            });
        }
    }
    Ok((actions, limited * players))
}

/// (pile, face up) for each card of `zone`'s fixed deal, face-down cards first, each round one
/// card to every pile that still takes one (as `ZoneSpec.dealing_order`).
fn dealing_order(zone: Option<&ir::Zone>) -> Vec<(usize, bool)> {
    let Some((zone, deal)) = zone.and_then(|z| z.deal.as_ref().map(|d| (z, d))) else {
        return Vec::new();
    };
    let count = zone.count as usize;
    let sizes: Vec<usize> = (0..count)
        .map(|j| match deal.amount {
            Amount::Each => deal.count as usize,
            Amount::Steps => deal.start as usize + j,
            Amount::List => deal.counts.get(j).copied().unwrap_or(0) as usize,
            _ => 0,
        })
        .collect();
    let downs: Vec<usize> = sizes
        .iter()
        .enumerate()
        .map(|(j, &size)| {
            let down = match deal.face {
                Face::Down => size,
                Face::Top => size.saturating_sub(deal.top_up as usize),
                Face::Bottom => deal.bottom_down.get(j).copied().unwrap_or(0) as usize,
                Face::Covered => {
                    usize::from(zone.covered.get(j).is_some_and(|c| !c.is_empty())) * size
                }
                Face::Up => 0,
            };
            down.min(size)
        })
        .collect();
    let ups: Vec<usize> = sizes.iter().zip(&downs).map(|(s, d)| s - d).collect();
    let mut order = Vec::new();
    for (counts, up) in [(&downs, false), (&ups, true)] {
        for layer in 0..counts.iter().copied().max().unwrap_or(0) {
            order.extend((0..count).filter(|&j| counts[j] > layer).map(|j| (j, up)));
        }
    }
    order
}

/// The cards of the decks, in the order the shuffle takes them (deck by deck, suit by suit),
/// each player's own after the other with `decks per player` (the second's with `OWNER`),
/// and how many players' decks they are (1 without).
fn deck(rules: &Rules) -> (Vec<Card>, usize) {
    // Decks are built in S H D C order; named cards follow the order the file wrote.
    let suits: Vec<u8> = (0..4u8)
        .filter(|&s| rules.suits.as_bytes().contains(&SUITS[s as usize]))
        .collect();
    let owners = if rules.decks_per_player {
        rules.players as u8
    } else {
        1
    };
    let mut deck = Vec::new();
    for owner in 0..owners {
        for _ in 0..rules.decks {
            for &s in &suits {
                for &r in &rules.ranks {
                    deck.push(((r - 1) * 4 + s) | if owner > 0 { OWNER } else { 0 });
                }
            }
        }
    }
    (deck, owners as usize)
}

/// How each zone of the rules is dealt (None: it is dealt nothing).
fn deals(places: &Places) -> Result<Vec<Option<ZoneDeal>>, String> {
    let rules = places.rules;
    // Named cards follow the order the file wrote the suits in.
    let written: Vec<u8> = rules
        .suits
        .bytes()
        .filter_map(|c| SUITS.iter().position(|&s| s == c).map(|s| s as u8))
        .collect();
    let dealt = rules
        .zones
        .iter()
        .map(|zone| {
            zone.deal.as_ref().map(|d| {
                let count = zone.count as usize;
                let amount = match d.amount {
                    Amount::Each => DealRt::Fixed(vec![d.count as usize; count]),
                    Amount::Steps => {
                        DealRt::Fixed((0..count).map(|i| d.start as usize + i).collect())
                    }
                    Amount::List => DealRt::Fixed(d.counts.iter().map(|&c| c as usize).collect()),
                    Amount::Rest => DealRt::Rest,
                    Amount::Rank => DealRt::Named(
                        (0..count)
                            .map(|i| (d.rank, written[i % written.len()]))
                            .collect(),
                    ),
                    Amount::Card => {
                        let s = SUITS.iter().position(|&c| c == d.suit.as_bytes()[0]);
                        DealRt::Named(vec![(d.rank, s.unwrap_or(0) as u8); count])
                    }
                    Amount::Cards => DealRt::Named(
                        d.cards
                            .iter()
                            .map(|(r, s)| {
                                let s = SUITS.iter().position(|&c| c == s.as_bytes()[0]);
                                (*r, s.unwrap_or(0) as u8)
                            })
                            .collect(),
                    ),
                    Amount::BaseRank => match d.base_zone.as_deref().map(|n| places.spec(n)) {
                        Some(Ok(base)) => DealRt::BaseRank(base),
                        _ => DealRt::Fixed(Vec::new()),
                    },
                    Amount::Nothing => DealRt::Fixed(Vec::new()),
                };
                ZoneDeal {
                    amount,
                    face: d.face,
                    top_up: d.top_up as usize,
                    bottom_down: d.bottom_down.iter().map(|&c| c as usize).collect(),
                    under: rank_mask(&d.under),
                    distinct_ranks: d.distinct_ranks,
                    row_cards: d.row_start_rank.map_or_else(Vec::new, |r| {
                        let starts = row_starts(zone).into_iter().enumerate();
                        starts
                            .map(|(row, pile)| (pile, (r, written[row % written.len()])))
                            .collect()
                    }),
                }
            })
        })
        .collect();
    Ok(dealt)
}

/// The zones refilled at once (each with the zones it is refilled from, in order), those
/// refilled by hand (with their supply), and those that collect (with their source and ranks):
/// instances, zone by zone and player by player (a pair met again is kept once for refills,
/// as `Game._refills` keeps it).
#[allow(clippy::type_complexity)]
fn supplies(
    places: &Places,
) -> Result<
    (
        Vec<(usize, Vec<usize>)>,
        Vec<(usize, usize)>,
        Vec<(usize, usize, u16)>,
    ),
    String,
> {
    let (mut refills, mut by_hand, mut collectors) = (Vec::new(), Vec::new(), Vec::new());
    for zone in &places.rules.zones {
        for player in 0..places.players {
            let here = places.at(&zone.name, player)?;
            if let Some(supply) = &zone.refill_from {
                let supply = places.at(supply, player)?;
                if zone.refill_by_hand {
                    if !by_hand.contains(&(here, supply)) {
                        by_hand.push((here, supply));
                    }
                } else {
                    let mut supplies = vec![supply];
                    for then in &zone.refill_then {
                        supplies.push(places.at(then, player)?);
                    }
                    if !refills.contains(&(here, supplies.clone())) {
                        refills.push((here, supplies));
                    }
                }
            }
            if let Some(source) = &zone.collects_from {
                collectors.push((
                    here,
                    places.at(source, player)?,
                    rank_mask(&zone.collects_ranks),
                ));
            }
        }
    }
    Ok((refills, by_hand, collectors))
}

/// The progress measures of the rules, compiled for `player`: a zone of each player is theirs,
/// a shared zone counts whole (as `outcome._instances`).
fn measures(places: &Places, player: usize) -> Result<Vec<MeasureRt>, String> {
    let rules = places.rules;
    let mut progress = Vec::new();
    for m in &rules.progress {
        if m.kind == MeasureKind::MoreInOrder {
            // Only the zones named: none named counts no card.
            progress.push(MeasureRt::MoreInOrder(places.each_at(&m.zones, player)?));
            continue;
        }
        let all: Vec<String>;
        let names = if m.zones.is_empty() {
            all = rules.zones.iter().map(|z| z.name.clone()).collect();
            &all
        } else {
            &m.zones
        };
        let mut zones = Vec::new();
        for name in names {
            let ids = places.all(name)?;
            if ids.len() > 1 {
                zones.push(places.at(name, player)?);
            } else {
                zones.extend(ids);
            }
        }
        progress.push(match m.kind {
            MeasureKind::More => MeasureRt::More(zones),
            MeasureKind::Fewer => MeasureRt::Fewer(zones),
            MeasureKind::FewerFaceDown => MeasureRt::FewerFaceDown(zones),
            MeasureKind::MoreInOrder => unreachable!("handled above"),
        });
    }
    Ok(progress)
}

/// The `score` line of the rules, compiled for each player.
fn score_runtime(places: &Places) -> Result<Option<Vec<ScoreRt>>, String> {
    let Some(score) = &places.rules.score else {
        return Ok(None);
    };
    let mut each = Vec::new();
    for player in 0..places.players {
        let zones = places.each_at(&score.zones, player)?;
        each.push(match score.kind {
            ScoreKind::Piles => ScoreRt::Piles(zones),
            ScoreKind::CardsInOrder => ScoreRt::CardsInOrder(zones),
            ScoreKind::Cards => ScoreRt::Cards(zones),
            ScoreKind::CardsByOwner => ScoreRt::CardsByOwner(places.every(&score.zones)?, player),
        });
    }
    Ok(Some(each))
}

/// Per zone: whether its piles can be reordered without changing the game (for keys).
fn interchangeable(rules: &Rules) -> Vec<bool> {
    let free = place_free(rules);
    rules
        .zones
        .iter()
        .zip(free)
        .map(|(z, free)| {
            free && !z
                .empty
                .as_ref()
                .is_some_and(|e| matches!(e.what, EmptyKind::Base | EmptyKind::Left))
                && z.count > 1
        })
        .collect()
}

/// Per zone, the first pile from which on its piles may be reordered in the solver's key:
/// 0 where all are interchangeable; 1 where the zone reads its base rank from its own first
/// pile (Canfield's foundations) and is otherwise interchangeable: that pile is the only one
/// whose place means something, the others are taken in the order the base cards came, which
/// the rules never read. Its count where none may.
fn sorted_from(rules: &Rules) -> Vec<usize> {
    let (free, alike) = (place_free(rules), interchangeable(rules));
    rules
        .zones
        .iter()
        .zip(free.into_iter().zip(alike))
        .map(|(z, (free, alike))| {
            let after_first = free
                && z.empty.as_ref().is_some_and(base_from_own_first_pile)
                && !z.rank_in_pile_before
                && !z.on_base
                && z.exchanges_with.is_empty()
                && !z.under_by_rank
                && z.rows.is_empty();
            if alike {
                0
            } else if after_first && z.count > 2 {
                1
            } else {
                z.count as usize
            }
        })
        .collect()
}

/// Per zone, whether the rules read no pile's place there, its empty piles aside (as
/// Game._interchangeable, without the rule for empty piles).
fn place_free(rules: &Rules) -> Vec<bool> {
    let dealt_by_row: Vec<&str> = rules
        .actions
        .iter()
        .filter(|a| matches!(a.mode, Mode::Each | Mode::Gather | Mode::CloseUp))
        .map(|a| a.target.as_str())
        .collect();
    // Zones that give in line, and the zones they give to: a pile's place decides its moves.
    let lined_up: Vec<&str> = rules
        .zones
        .iter()
        .filter_map(|z| z.in_line_to.as_deref().map(|to| [to, z.name.as_str()]))
        .flatten()
        .collect();
    rules
        .zones
        .iter()
        .map(|z| {
            !z.growing
                && z.gives.offsets.is_empty()
                && !z.gives.touching
                && z.covered.is_empty()
                && !dealt_by_row.contains(&z.name.as_str())
                && !lined_up.contains(&z.name.as_str())
        })
        .collect()
}

/// Whether zone `name`'s base rank never changes in play: read from its own first pile, which
/// the deal gives a card, in a zone whose cards never leave.
fn fixed_base(rules: &Rules, name: &str) -> bool {
    let Some(at) = rules.zones.iter().position(|z| z.name == name) else {
        return false;
    };
    let zone = &rules.zones[at];
    zone.empty.as_ref().is_some_and(base_from_own_first_pile)
        && zone.deal.as_ref().is_some_and(deals_its_first_pile)
        && compact(rules)[at]
}

/// `empty accepts the base rank`, the base read from the zone's own first pile.
fn base_from_own_first_pile(empty: &ir::Empty) -> bool {
    empty.what == EmptyKind::Base
        && empty.base_zone.is_none()
        && empty.base_from == BaseFrom::FirstPile
}

/// Whether a fixed deal (a count per pile) gives the first pile a card.
fn deals_its_first_pile(deal: &ir::Deal) -> bool {
    match deal.amount {
        Amount::Each => deal.count > 0,
        Amount::Steps => deal.start > 0,
        Amount::List => deal.counts.first().is_some_and(|&n| n > 0),
        _ => false,
    }
}

/// Per zone: whether its cards never leave it (for the solver's compact keys).
fn compact(rules: &Rules) -> Vec<bool> {
    // Zones whose cards never leave (no move, action, refill or collection takes from
    // them): what a position holds there matters only by each pile's size, bottom card (a
    // base rank, one pile per suit) and top card (what builds on it), so the solver's key
    // keeps only those (a foundation's order of play is forgotten).
    rules
        .zones
        .iter()
        .map(|z| {
            let name = z.name.as_str();
            z.gives.unit == Unit::Nothing
                && !rules.actions.iter().any(|a| a.source == name)
                && !rules.zones.iter().any(|other| {
                    other.refill_from.as_deref() == Some(name)
                        || other.refill_then.iter().any(|t| t == name)
                        || other.collects_from.as_deref() == Some(name)
                })
        })
        .collect()
}
