//! Legal moves, in the Python engine's order (as kernel/engine/reference/movegen.py).

use super::*;

impl Game {
    /// Every legal move, in the Python engine's order: every player's, player 0's first (as
    /// `State.legal_moves()` lists them).
    pub fn legal_moves(&self, state: &State) -> Vec<Move> {
        let mut out = Vec::with_capacity(32); // room for most positions' moves at once
        self.legal_moves_into(state, &mut out);
        out
    }

    /// `legal_moves` into `out` (cleared first): a caller that lists moves at every step
    /// reuses one buffer rather than allocating a list each time.
    pub fn legal_moves_into(&self, state: &State, out: &mut Vec<Move>) {
        out.clear();
        if self.players == 1 {
            self.kernel_moves_into(state, 0, out);
            self.filtered(state, 0, out);
            return;
        }
        for player in 0..self.players {
            out.extend(self.legal_moves_of(state, player));
        }
    }

    /// The legal moves of `player`, in the Python engine's order (`State.legal_moves(player)`).
    pub fn legal_moves_of(&self, state: &State, player: usize) -> Vec<Move> {
        let mut out = self.kernel_moves(state, player);
        self.filtered(state, player, &mut out);
        out
    }

    /// The moves the kernel's rules allow `player`, before the filters of plugins that change
    /// play (as `Game.generate`).
    pub(super) fn kernel_moves(&self, state: &State, player: usize) -> Vec<Move> {
        let mut out = Vec::with_capacity(32); // room for most positions' moves at once
        self.kernel_moves_into(state, player, &mut out);
        out
    }

    /// `kernel_moves` into `out`, which is empty.
    fn kernel_moves_into(&self, state: &State, player: usize, out: &mut Vec<Move>) {
        MoveScratch::with(|known, units| {
            for &(source, by_offset) in &self.sources[player] {
                if by_offset {
                    self.offset_moves(state, source, out);
                } else {
                    let tops = self.find_open_tops(state, source, known);
                    self.source_moves_onto(state, source, tops.then_some(&*known), units, out);
                }
            }
        });
        let first = player * self.actions_each;
        let own = &self.actions[first..first + self.actions_each];
        for (a, action) in own.iter().enumerate() {
            self.action_move(state, first + a, action, out);
        }
        if !self.by_hand.is_empty() {
            out.retain(|m| !self.refill_blocks(state, m));
        }
        if self.exchanging {
            self.exchange_moves(state, player, out);
        }
        self.by_rank_moves(state, player, out);
    }

    /// The moves of the zones that send a top card to the pile of its rank (as `by_rank_moves`
    /// in Python): each face-up top card to its rank's pile, when that is another pile.
    fn by_rank_moves(&self, state: &State, player: usize, out: &mut Vec<Move>) {
        for (z, zone) in self.zones.iter().enumerate() {
            if zone.by_rank.is_empty() || zone.owner.is_some_and(|o| o != player) {
                continue;
            }
            for (i, pile) in state.zone(z).iter().enumerate() {
                let Some(&top) = pile.last().filter(|&&c| face_up(c)) else {
                    continue;
                };
                match zone.by_rank.iter().position(|&r| r == rank(top)) {
                    Some(j) if j != i => out.push(Move::new((z, i), Some((z, j)), 1, None)),
                    _ => {}
                }
            }
        }
    }

    /// Whether `m` is a card move that trades two lone cards (`exchanges a lone card with a
    /// lone card of ZONE when each is the other's base`, as `is_exchange` in Python): its source zone
    /// names the target's, each pile holds one face-up card, and each card has a rank the
    /// other's zone takes on an empty pile.
    pub(super) fn is_exchange(&self, state: &State, m: &Move) -> bool {
        let (Some((t, j)), None, 1) = (m.target(), m.action(), m.count()) else {
            return false;
        };
        let (s, i) = m.source();
        let (source, target) = (&self.zones[s], &self.zones[t]);
        if !source.exchanges_with.contains(&t) {
            return false;
        }
        match (lone(state.zone(s).pile(i)), lone(state.zone(t).pile(j))) {
            (Some(card), Some(other)) => {
                target.empty_ranks & (1 << rank(card)) != 0
                    && source.empty_ranks & (1 << rank(other)) != 0
            }
            _ => false,
        }
    }

    /// Every exchange of two lone cards `player` may make, in the order of `exchange_moves` in
    /// Python: source pile first, then the zones as the clause names them, then their piles.
    fn exchange_moves(&self, state: &State, player: usize, out: &mut Vec<Move>) {
        for (s, zone) in self.zones.iter().enumerate() {
            if zone.exchanges_with.is_empty() || zone.owner.is_some_and(|o| o != player) {
                continue;
            }
            for i in 0..state.zone(s).len() {
                if lone(state.zone(s).pile(i)).is_none() {
                    continue;
                }
                for &t in &zone.exchanges_with {
                    for j in 0..state.zone(t).len() {
                        let m = Move::new((s, i), Some((t, j)), 1, None);
                        if self.is_exchange(state, &m) {
                            out.push(m);
                        }
                    }
                }
            }
        }
    }

    /// A move that puts cards from elsewhere into an empty pile of a zone refilled by hand
    /// while the zone it is refilled from has cards (only that zone's top card may go there).
    pub(super) fn refill_blocks(&self, state: &State, m: &Move) -> bool {
        let (Some((zone, pile)), None) = (m.target(), m.action()) else {
            return false;
        };
        self.by_hand.iter().any(|&(z, supply)| {
            z == zone
                && m.source().0 != supply
                && state.zone(supply).first().is_some_and(|p| !p.is_empty())
                && state.zone(zone).pile(pile).is_empty()
        })
    }

    pub(super) fn covered(zone: &ZoneRt, piles: ZoneRef<'_>, j: usize) -> bool {
        zone.covers
            .get(j)
            .is_some_and(|by| by.iter().any(|&k| !piles[k].is_empty()))
    }

    /// The units a pile of `zone` gives (cards counted from the top, and the bottom card of
    /// each), into `units` (cleared first), fewest cards first.
    fn units(&self, zone: &ZoneRt, pile: &[Card], units: &mut Vec<(usize, Card)>) {
        units.clear();
        let top = pile[pile.len() - 1];
        match zone.unit {
            Unit::Top => units.push((1, top)),
            Unit::Pile => units.push((pile.len(), top)),
            Unit::TopOrPile => {
                units.push((1, top));
                if pile.len() > 1 && face_up(pile[0]) {
                    units.push((pile.len(), pile[0]));
                }
            }
            Unit::Count => {
                let n = zone.unit_count;
                if pile.len() >= n && face_up(pile[pile.len() - n]) {
                    units.push((n, pile[pile.len() - n]));
                }
            }
            Unit::Runs | Unit::FaceUp => {
                units.push((1, top));
                for k in (0..pile.len() - 1).rev() {
                    let (below, above) = (pile[k], pile[k + 1]);
                    let linked = match (&zone.runs, zone.unit) {
                        (Some(table), Unit::Runs) => table[key(below)] >> key(above) & 1 == 1,
                        _ => true,
                    };
                    if !face_up(below) || !linked {
                        break;
                    }
                    units.push((pile.len() - k, below));
                }
            }
            Unit::Nothing => {}
        }
    }

    /// `part of a run only to uncover a card for ZONE`: the top card and the whole run always
    /// move; a part of the run only when the card it leaves on top could go to a pile of `zone`.
    fn restrict_partial(
        &self,
        state: &State,
        source: usize,
        zone: usize,
        pile: &[Card],
        units: &mut Vec<(usize, Card)>,
    ) {
        if units.len() <= 2 {
            return;
        }
        let last = units.len() - 1;
        let piles = state.zone(zone);
        // Where no pile covers another and the empty rule reads no neighbour, every empty
        // pile answers alike: the first is asked for all.
        let target = &self.zones[zone];
        let alike = target.empty != EmptyKind::Left && target.covers.iter().all(|c| c.is_empty());
        let mut k = 0;
        units.retain(|&(count, _)| {
            let keep = k == 0 || k == last || {
                let left = pile[pile.len() - count - 1];
                let mut empty_asked = false;
                (0..piles.len()).any(|j| {
                    if alike && piles[j].is_empty() {
                        if empty_asked {
                            return false;
                        }
                        empty_asked = true;
                    }
                    self.accepts(state, zone, piles, j, Moving::one(left, source))
                })
            };
            k += 1;
            keep
        });
    }

    fn base_rank(&self, target: &ZoneRt, piles: ZoneRef<'_>) -> Option<u8> {
        let bottom = if target.base_first_played {
            piles.iter().find(|p| !p.is_empty()).map(|p| p[0])
        } else {
            piles.first().and_then(|p| p.first().copied())
        }?;
        Some(((rank(bottom) as i32 + target.base_offset - 1).rem_euclid(13) + 1) as u8)
    }

    /// Whether pile `j`, the first of its row, takes `card` under `empty accepts ... from its
    /// left neighbour`: the card named for its row, or a card of the row-start ranks.
    fn takes_at_row_start(zone: &ZoneRt, j: usize, card: Card) -> bool {
        match &zone.row_cards {
            Some(cards) => cards.get(j).copied().flatten() == Some(key(card)),
            None => zone.empty_ranks & (1 << rank(card)) != 0,
        }
    }

    /// (first pile, length, piles in order) for each row of zone `z`, as `row_order`: a row's
    /// cards are in order from its start while each top card is one its pile could take if it
    /// were empty.
    fn row_order(&self, z: usize, piles: ZoneRef<'_>) -> Vec<(usize, usize, usize)> {
        let zone = &self.zones[z];
        let whole = [piles.len()];
        let rows = if zone.rows.is_empty() {
            &whole[..]
        } else {
            &zone.rows[..]
        };
        let mut result = Vec::with_capacity(rows.len());
        let mut start = 0;
        for &length in rows {
            let mut k = 0;
            let mut below: Option<Card> = None;
            while k < length {
                let Some(&card) = piles.get(start + k).and_then(|p| p.last()) else {
                    break;
                };
                if !face_up(card) {
                    break;
                }
                let fits = match below {
                    None => Self::takes_at_row_start(zone, start, card),
                    Some(b) => zone
                        .left
                        .as_ref()
                        .is_some_and(|t| t[key(b)] >> key(card) & 1 == 1),
                };
                if !fits {
                    break;
                }
                below = Some(card);
                k += 1;
            }
            result.push((start, length, k));
            start += length;
        }
        result
    }

    /// The cards lying in order in the rows of `zones`.
    pub(super) fn in_order(&self, state: &State, zones: &[usize]) -> usize {
        zones
            .iter()
            .flat_map(|&z| self.row_order(z, state.zone(z)))
            .map(|(_, _, k)| k)
            .sum()
    }

    /// The piles a `gather` action picks up, and those it deals back into (`gathering`).
    pub(super) fn gathering(
        &self,
        action: &ActionRt,
        piles: ZoneRef<'_>,
    ) -> (Vec<usize>, Vec<usize>) {
        let zone = &self.zones[action.source];
        let (places, firsts): (Vec<usize>, Vec<usize>) = if action.out_of_order {
            let rows = self.row_order(action.source, piles);
            let places = rows
                .iter()
                .flat_map(|&(start, length, k)| start + k..(start + length).min(piles.len()))
                .collect();
            let firsts = rows
                .iter()
                .filter(|&&(_, length, k)| k < length)
                .map(|&(start, _, k)| start + k)
                .collect();
            (places, firsts)
        } else {
            ((0..piles.len()).collect(), zone.row_starts.clone())
        };
        let receivers = places
            .iter()
            .copied()
            .filter(|j| !(action.leave_gaps && firsts.contains(j)))
            .collect();
        (places, receivers)
    }

    /// The seed of a shuffle during play, read from the position (docs/deals.md): the first 8
    /// bytes of the SHA-256 of its text, big-endian.
    pub(super) fn position_seed(state: &State) -> u64 {
        let mut text = String::new();
        let piles = state.zones().flat_map(|zone| zone.iter());
        for (n, pile) in piles.enumerate() {
            if n > 0 {
                text.push(';');
            }
            for (k, &card) in pile.iter().enumerate() {
                if k > 0 {
                    text.push(',');
                }
                text.push_str(&card_text(card));
                text.push('@');
                text.push_str(&(owner(card) + 1).to_string());
            }
        }
        text.push(';');
        let counts: Vec<String> = state.redeals.iter().map(u32::to_string).collect();
        text.push_str(&counts.join(","));
        let digest = sha256::digest(text.as_bytes());
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_be_bytes(first)
    }

    fn empty_accepts(
        &self,
        state: &State,
        t: usize,
        piles: ZoneRef<'_>,
        j: usize,
        card: Card,
        source: usize,
    ) -> bool {
        let target = &self.zones[t];
        let r = rank(card);
        match target.empty {
            EmptyKind::Nothing => return false,
            EmptyKind::Ranks if target.empty_ranks & (1 << r) == 0 => return false,
            EmptyKind::Base => {
                if self.empty_base(state, t).is_some_and(|base| base != r) {
                    return false;
                }
            }
            EmptyKind::Left => {
                if target.row_starts.contains(&j) {
                    if !Self::takes_at_row_start(target, j, card) {
                        return false;
                    }
                } else {
                    let left = j.checked_sub(1).and_then(|l| piles.get(l)?.last());
                    let fits = match (left, &target.left) {
                        (Some(&top), Some(table)) => {
                            face_up(top) && table[key(top)] >> key(card) & 1 == 1
                        }
                        _ => false,
                    };
                    // The pile to its right in the same row, when the rule reads it too.
                    let right = match piles.get(j + 1) {
                        Some(p) if !target.row_starts.contains(&(j + 1)) => p.last(),
                        _ => None,
                    };
                    let fits_right = match (right, &target.right) {
                        (Some(&top), Some(table)) => {
                            face_up(top) && table[key(top)] >> key(card) & 1 == 1
                        }
                        _ => false,
                    };
                    if !fits && !fits_right {
                        return false;
                    }
                }
            }
            EmptyKind::Any | EmptyKind::Ranks => {}
        }
        if target.takes_only != 0 && target.takes_only & (1 << r) == 0 {
            return false;
        }
        if let Some(from) = &target.empty_from {
            if !from.contains(&source) {
                return false;
            }
        }
        if target.one_pile_per_suit
            && piles
                .iter()
                .any(|p| !p.is_empty() && suit(p[0]) == suit(card))
        {
            return false;
        }
        // A pile its rank started is of the other colour, or another rank's is of its colour.
        if target.rank_colours
            && piles
                .iter()
                .any(|p| !p.is_empty() && (rank(p[0]) == rank(card)) != (red(p[0]) == red(card)))
        {
            return false;
        }
        true
    }

    pub(super) fn accepts(
        &self,
        state: &State,
        t: usize,
        piles: ZoneRef<'_>,
        j: usize,
        moving: Moving,
    ) -> bool {
        let Moving {
            card,
            count,
            from: source,
        } = moving;
        let target = &self.zones[t];
        if count > 1 && target.single {
            return false;
        }
        if target.capacity > 0 && piles[j].len() + count > target.capacity {
            return false;
        }
        if Self::covered(target, piles, j) {
            return false;
        }
        match piles[j].last() {
            Some(&top) => match &target.accepts {
                Some(table) => {
                    face_up(top)
                        && table[key(top)] >> key(card) & 1 == 1
                        && !self.base_barred(state, target, top)
                }
                None => false,
            },
            None => self.empty_accepts(state, t, piles, j, card, source),
        }
    }

    /// Whether `top`, on a pile of `target`, takes nothing under `nothing on the base rank of
    /// ZONE`: it is of that zone's base rank.
    fn base_barred(&self, state: &State, target: &ZoneRt, top: Card) -> bool {
        target.nothing_on_base.is_some() && self.barred_rank(state, target) == Some(rank(top))
    }

    /// The rank an empty pile of zone `t` takes under `empty accepts the base rank`, once its
    /// base is set (None: another rule, or no base yet).
    #[inline]
    fn empty_base(&self, state: &State, t: usize) -> Option<u8> {
        let target = &self.zones[t];
        if target.empty != EmptyKind::Base {
            return None;
        }
        self.base_rank(
            target,
            target.base_zone.map_or(state.zone(t), |b| state.zone(b)),
        )
    }

    /// The rank `target`'s `nothing on the base rank of ZONE` bars (None: none, or no base yet).
    fn barred_rank(&self, state: &State, target: &ZoneRt) -> Option<u8> {
        let (b, _) = target.nothing_on_base?;
        let zone = &self.zones[b];
        let piles = zone.base_zone.map_or(state.zone(b), |z| state.zone(z));
        self.base_rank(zone, piles)
    }

    pub(super) fn offset_moves(&self, state: &State, s: usize, out: &mut Vec<Move>) {
        let start = out.len();
        let zone = &self.zones[s];
        if !self.gate_open(state, &zone.gives_if) || !self.gate_open(state, &zone.takes_if) {
            return;
        }
        let piles = state.zone(s);
        let n = piles.len();
        let mut found: Vec<(usize, usize, usize)> = Vec::new();
        for (order, &offset) in zone.offsets.iter().enumerate() {
            if offset == 0 {
                continue; // never a pile onto itself
            }
            for i in 0..n {
                let j = i as i64 + offset as i64;
                if j < 0 || j >= n as i64 {
                    continue;
                }
                let j = j as usize;
                let (Some(&card), target) = (piles[i].last(), &piles[j]) else {
                    continue;
                };
                if !face_up(card) {
                    continue;
                }
                let ok = match target.last() {
                    Some(&top) => match &zone.accepts {
                        Some(table) => face_up(top) && table[key(top)] >> key(card) & 1 == 1,
                        None => false,
                    },
                    None => {
                        zone.empty != EmptyKind::Nothing
                            && self.empty_accepts(state, s, piles, j, card, s)
                    }
                };
                if ok {
                    found.push((i, order, j));
                }
            }
        }
        found.sort_unstable();
        for (i, _, j) in found {
            let count = if zone.unit == Unit::Pile {
                piles[i].len()
            } else {
                1
            };
            if count > 1 && zone.single {
                continue;
            }
            if zone.capacity > 0 && piles[j].len() + count > zone.capacity {
                continue;
            }
            if !self.outranked(state, s, piles[i][piles[i].len() - count]) {
                continue;
            }
            out.push(Move::new((s, i), Some((s, j)), count, None));
        }
        self.keep_accepted(state, s, start, out);
    }

    /// The target zones of zone `s`, with a single deck: the keys of their open face-up top
    /// cards and the pile each lies on, so that the piles taking a card are found from
    /// `taken_by` in one mask, in the order of their top cards, not by looking at each.
    /// None where that does not apply.
    pub(super) fn open_tops(&self, state: &State, s: usize) -> Option<KnownTops> {
        let mut known = KnownTops::new();
        self.find_open_tops(state, s, &mut known).then_some(known)
    }

    /// Adds to `known` the open tops of zone `s`'s target zones it lacks (a zone several
    /// zones give to is looked at once per position); false where open tops do not apply.
    fn find_open_tops(&self, state: &State, s: usize, known: &mut KnownTops) -> bool {
        if !self.unique_cards {
            return false;
        }
        for &t in &self.zones[s].targets {
            if known.get(t).is_none() {
                let Some(tops) = known.add(t) else {
                    return false;
                };
                self.zone_tops(state, t, tops);
            }
        }
        true
    }

    /// The open face-up top cards of zone `t` (`ZoneTops`), into `tops` (none open yet).
    fn zone_tops(&self, state: &State, t: usize, tops: &mut ZoneTops) {
        let (target, t_piles) = (&self.zones[t], state.zone(t));
        for (j, p) in t_piles.iter().enumerate() {
            match p.last() {
                Some(&top) if face_up(top) && !Self::covered(target, t_piles, j) => {
                    tops.open |= 1 << key(top);
                    tops.pile_of[key(top)] = j as u16;
                }
                None if !Self::covered(target, t_piles, j) => tops.open_empty = true,
                _ => {}
            }
        }
    }

    /// The moves of zone `s`'s cards (`source_moves`), with `open_tops` the open tops of its
    /// target zones in `state` (or in a position whose target zones are the same).
    pub(super) fn source_moves_onto(
        &self,
        state: &State,
        s: usize,
        open_tops: Option<&KnownTops>,
        units: &mut Vec<(usize, Card)>,
        out: &mut Vec<Move>,
    ) {
        let start = out.len();
        let zone = &self.zones[s];
        let piles = state.zone(s);
        if !self.gate_open(state, &zone.gives_if) {
            return;
        }
        let (mut limit_card, mut limit_empty) = (usize::MAX, usize::MAX);
        if zone.supermove {
            // The player's own cells and the shared ones (as `_source_generator`'s `cells`).
            let player = zone.owner.unwrap_or(0);
            let free: usize = self
                .cells
                .iter()
                .filter(|&&c| self.zones[c].owner.is_none_or(|o| o == player))
                .map(|&c| state.zone(c).iter().filter(|p| p.is_empty()).count())
                .sum();
            let empty_here = piles.iter().filter(|p| p.is_empty()).count();
            limit_card = (free + 1) << empty_here;
            limit_empty = (free + 1) << empty_here.saturating_sub(1);
        }
        // Per target zone (bit n for the nth, the first 64): whether it has an open empty
        // pile, found once.
        let open_empty = |t: usize| match open_tops.and_then(|known| known.get(t)) {
            Some(tops) => tops.open_empty,
            None => {
                let (target, t_piles) = (&self.zones[t], state.zone(t));
                (0..t_piles.len())
                    .any(|j| t_piles[j].is_empty() && !Self::covered(target, t_piles, j))
            }
        };
        let has_open_empty = per_target(&zone.targets, open_empty);
        // The same, found once, for whether the target zone takes cards now (its gate).
        let takes = |t: usize| self.gate_open(state, &self.zones[t].takes_if);
        let target_takes = per_target(&zone.targets, takes);
        // The rank an empty pile of a target zone takes under `empty accepts the base rank`
        // once the base is set, read once (for the first eight targets) so that the units of
        // other ranks are turned away before the pile is asked.
        let mut bases = [None; 8];
        for (n, &t) in zone.targets.iter().take(8).enumerate() {
            bases[n] = self.empty_base(state, t);
        }
        let base_of = |n: usize, t: usize| {
            bases
                .get(n)
                .copied()
                .unwrap_or_else(|| self.empty_base(state, t))
        };
        for (i, pile) in piles.iter().enumerate() {
            let Some(&top) = pile.last() else { continue };
            if !face_up(top) || Self::covered(zone, piles, i) {
                continue; // a covered card cannot move
            }
            self.units(zone, pile, units);
            if let Some(p) = zone.partial_for {
                self.restrict_partial(state, s, p, pile, units);
            }
            for (n, &t) in zone.targets.iter().enumerate() {
                let target = &self.zones[t];
                if !target_takes(n, t) {
                    continue;
                }
                let t_piles = state.zone(t);
                let tops = open_tops.and_then(|known| known.get(t));
                let same = t == s;
                if same && !zone.offsets.is_empty() {
                    for &offset in &zone.offsets {
                        let j = i as i64 + offset as i64;
                        if offset == 0 || j < 0 || j >= t_piles.len() as i64 {
                            continue;
                        }
                        for &(count, card) in units.iter() {
                            if self.accepts(
                                state,
                                t,
                                t_piles,
                                j as usize,
                                Moving::run(card, count, s),
                            ) && self.outranked(state, t, card)
                            {
                                out.push(Move::new((s, i), Some((t, j as usize)), count, None));
                            }
                        }
                    }
                    continue;
                }
                // Read once for the pile's units rather than for each.
                let onto_empty = target.empty != EmptyKind::Nothing && has_open_empty(n, t);
                let by_higher_card = target.outranked_in.is_some();
                for &(count, card) in units.iter() {
                    if count > 1 && target.single {
                        break; // the units come fewest cards first
                    }
                    if by_higher_card && !self.outranked(state, t, card) {
                        continue;
                    }
                    if let (Some(tops), Some(taken_by)) = (tops, &target.taken_by) {
                        if count <= limit_card {
                            let mut fits = taken_by[key(card)] & tops.open;
                            while fits != 0 {
                                let j = tops.pile_of[fits.trailing_zeros() as usize] as usize;
                                fits &= fits - 1;
                                if (same && j == i)
                                    || (target.capacity > 0
                                        && t_piles[j].len() + count > target.capacity)
                                {
                                    continue;
                                }
                                out.push(Move::new((s, i), Some((t, j)), count, None));
                            }
                        }
                    } else if let Some(table) = &target.accepts {
                        if count <= limit_card {
                            let mut onto: Vec<(usize, usize)> = t_piles
                                .iter()
                                .enumerate()
                                .filter_map(|(j, p)| {
                                    let &top = p.last()?;
                                    let fits = face_up(top)
                                        && table[key(top)] >> key(card) & 1 == 1
                                        && !Self::covered(target, t_piles, j);
                                    (fits && !(same && j == i)).then_some((key(top), j))
                                })
                                .collect();
                            onto.sort_unstable();
                            for (_, j) in onto {
                                if target.capacity > 0 && t_piles[j].len() + count > target.capacity
                                {
                                    continue;
                                }
                                out.push(Move::new((s, i), Some((t, j)), count, None));
                            }
                        }
                    }
                    if !onto_empty
                        || count > if same { limit_empty } else { limit_card }
                        || (target.empty == EmptyKind::Ranks
                            && target.empty_ranks & (1 << rank(card)) == 0)
                        || base_of(n, t).is_some_and(|base| base != rank(card))
                        || (target.capacity > 0 && count > target.capacity)
                    {
                        continue;
                    }
                    let open =
                        |j: usize| t_piles[j].is_empty() && !Self::covered(target, t_piles, j);
                    if target.empty == EmptyKind::Left {
                        // Each empty pile has its own rule: ask it for each.
                        for j in 0..t_piles.len() {
                            if open(j) && self.empty_accepts(state, t, t_piles, j, card, s) {
                                out.push(Move::new((s, i), Some((t, j)), count, None));
                            }
                        }
                    } else if self.empty_accepts(state, t, t_piles, 0, card, s) {
                        for j in 0..t_piles.len() {
                            if open(j) && !(same && j == i) {
                                out.push(Move::new((s, i), Some((t, j)), count, None));
                            }
                        }
                    }
                }
            }
        }
        self.keep_accepted(state, s, start, out);
    }

    pub(super) fn holds(&self, state: &State, condition: &ConditionRt) -> bool {
        match condition {
            ConditionRt::Empty(zones) => zones
                .iter()
                .all(|&z| state.zone(z).iter().all(|p| p.is_empty())),
            ConditionRt::Piles(z, count) => state.zone(*z).len() == *count,
            ConditionRt::Cards(zones, count) => {
                zones.iter().map(|&z| state.zone(z).cards()).sum::<usize>() == *count
            }
            ConditionRt::AllCards(zones) => {
                zones.iter().map(|&z| state.zone(z).cards()).sum::<usize>() == self.total_cards
            }
            ConditionRt::AllOwnCards(zones, player) => {
                let owned = zones
                    .iter()
                    .flat_map(|&z| state.zone(z).all_cards().iter())
                    .filter(|&&c| owner(c) == *player)
                    .count();
                owned == self.total_cards / self.deck_owners
            }
            ConditionRt::InOrder(z) => {
                let piles = state.zone(*z);
                self.row_order(*z, piles).iter().all(|&(start, length, k)| {
                    let end = (start + length).min(piles.len());
                    piles
                        .slice((start + k).min(end)..end)
                        .iter()
                        .all(|p| p.is_empty())
                })
            }
            ConditionRt::FaceUp(zones) => zones.iter().all(|&z| {
                state
                    .zone(z)
                    .iter()
                    .flat_map(|p| p.iter())
                    .all(|&c| face_up(c))
            }),
            ConditionRt::UsedUp(used) => {
                used.is_some_and(|(slot, passes)| state.redeals[slot] + 1 >= passes)
            }
        }
    }

    /// Whether zone `t` may take `card` under its `takes a card only if a higher card of its
    /// suit tops ZONE` (true when it has no such rule), as `gate_reason` in Python.
    /// (Inlined where most zones have no such rule; the rule itself is read out of line.)
    #[inline(always)]
    fn outranked(&self, state: &State, t: usize, card: Card) -> bool {
        match self.zones[t].outranked_in {
            None => true,
            Some((z, aces_high)) => Self::higher_of_suit_tops(state, z, aces_high, card),
        }
    }

    /// Whether a face-up card of `card`'s suit and a higher rank tops a pile of zone `z`.
    fn higher_of_suit_tops(state: &State, z: usize, aces_high: bool, card: Card) -> bool {
        let (r, s) = (rank(card), suit(card));
        state.zone(z).iter().any(|p| match p.last() {
            Some(&top) if face_up(top) && suit(top) == s => {
                if aces_high {
                    r != 1 && (rank(top) == 1 || rank(top) > r)
                } else {
                    rank(top) > r
                }
            }
            _ => false,
        })
    }

    /// Drops the moves from `out[start..]` that their target zone refuses (as `gate_reason`
    /// in Python): not exactly its `takes N cards at a time`, not the pile in line with the
    /// source's (`row N gives only to the ZONE pile in line with it`), or onto a pile whose zone takes a
    /// card only while the pile before it holds a card of its rank, and whose pile before
    /// holds none.
    fn keep_accepted(&self, state: &State, s: usize, start: usize, out: &mut Vec<Move>) {
        if out.len() == start || self.refuses_none(s) {
            return;
        }
        // The base rank a target zone's `nothing on the base rank` reads, found once for all
        // the moves onto it (the moves of a listing go to one zone or two).
        let mut barred: Option<(usize, Option<u8>)> = None;
        let mut held = |m: &Move| {
            let Some((t, j)) = m.target() else {
                return true;
            };
            let target = &self.zones[t];
            // A buried card played moves one card (its count is its depth).
            let moved = if m.action().is_some() { 1 } else { m.count() };
            if target.takes_count > 0 && moved != target.takes_count {
                return false;
            }
            let (s, i) = m.source();
            if let Some(only) = self.zones[s].part_only_to {
                if m.action().is_none() && t != only && m.count() < state.zone(s).pile(i).len() {
                    return false;
                }
            }
            if let (true, Some(places)) = (s == t, &self.zones[s].touching) {
                let touch = match (places.get(i), places.get(j)) {
                    (Some(&(r, p)), Some(&(q, o))) => {
                        i != j && r.abs_diff(q) <= 1 && p.abs_diff(o) <= 1
                    }
                    _ => false,
                };
                if !touch {
                    return false;
                }
            }
            if target.one_way {
                let piles = state.zone(t);
                let way = piles.iter().find_map(|p| match p.len() {
                    n if n >= 2 => Some((rank(p[n - 1]) + 13 - rank(p[n - 2])) % 13)
                        .filter(|&step| step == 1 || step == 12),
                    _ => None,
                });
                let pile = &state.zone(s).pile(i);
                if let (Some(way), Some(&top)) = (way, piles[j].last()) {
                    let card = pile[pile.len() - m.count()];
                    if (rank(card) + 13 - rank(top)) % 13 != way {
                        return false;
                    }
                }
            }
            let bottom = state.zone(t).pile(j).first();
            if target.on_base && bottom.is_some_and(|&b| target.empty_ranks & (1 << rank(b)) == 0) {
                return false;
            }
            if let (Some(&top), Some(_)) = (state.zone(t).pile(j).last(), target.nothing_on_base) {
                let base = match barred {
                    Some((zone, base)) if zone == t => base,
                    _ => {
                        let base = self.barred_rank(state, target);
                        barred = Some((t, base));
                        base
                    }
                };
                if base == Some(rank(top)) {
                    return false;
                }
            }
            if let Some((to, places, until)) = &self.zones[s].in_line {
                if *to == t
                    && places
                        .get(i)
                        .copied()
                        .flatten()
                        .is_some_and(|place| place != j)
                    && (until.is_empty() || !self.gate_open(state, until))
                {
                    return false;
                }
            }
            if j == 0 || !target.rank_in_pile_before {
                return true;
            }
            let pile = &state.zone(s).pile(i);
            let r = rank(pile[pile.len() - m.count()]);
            state.zone(t).pile(j - 1).iter().any(|&c| rank(c) == r)
        };
        if out[start..].iter().all(&mut held) {
            return;
        }
        let kept: Vec<Move> = out.drain(start..).filter(|m| held(m)).collect();
        out.extend(kept);
    }

    /// Whether no rule `keep_accepted` reads applies to a move from zone `s` onto its targets
    /// or itself: then none is checked.
    fn refuses_none(&self, s: usize) -> bool {
        let zone = &self.zones[s];
        zone.touching.is_none()
            && zone.in_line.is_none()
            && zone.part_only_to.is_none()
            && std::iter::once(&s).chain(&zone.targets).all(|&t| {
                let target = &self.zones[t];
                target.takes_count == 0
                    && !target.one_way
                    && !target.rank_in_pile_before
                    && !target.on_base
                    && target.nothing_on_base.is_none()
            })
    }

    /// Whether every condition of a zone's `takes cards only if` (or `gives ...`) holds.
    fn gate_open(&self, state: &State, conditions: &[ConditionRt]) -> bool {
        conditions.iter().all(|c| self.holds(state, c))
    }

    fn blocked(&self, state: &State, action: &ActionRt) -> bool {
        if !action.when.iter().all(|c| self.holds(state, c)) {
            return true;
        }
        if let Some(passes) = action.passes {
            if state.redeals[action.slot] + 1 >= passes {
                return true;
            }
        }
        match action.blocked_by_empty {
            Some(z) => state.zone(z).iter().any(|p| p.is_empty()),
            None => false,
        }
    }

    pub(super) fn action_move(
        &self,
        state: &State,
        a: usize,
        action: &ActionRt,
        out: &mut Vec<Move>,
    ) {
        let source = state.zone(action.source);
        if action.mode == Mode::Draw {
            if source.iter().any(|p| p.len() > 1) && !self.blocked(state, action) {
                self.draw_moves(state, a, action, out);
            }
            return;
        }
        if action.mode == Mode::Gather {
            let (places, receivers) = self.gathering(action, source);
            let count: usize = places.iter().map(|&j| source[j].len()).sum();
            if count == 0 || receivers.is_empty() || self.blocked(state, action) {
                return; // nothing to gather, or nowhere to deal it
            }
            out.push(Move::new((action.source, 0), None, count, Some(a)));
            return;
        }
        if action.mode == Mode::CloseUp {
            let supply = source.first().map_or(0, |p| p.len());
            let count = closing_up(state.zone(action.target), supply);
            if count == 0 || self.blocked(state, action) {
                return; // no gap to close, nor one to fill
            }
            out.push(Move::new((action.source, 0), None, count, Some(a)));
            return;
        }
        if action.from_each {
            let count: usize = source.iter().map(|p| p.len()).sum();
            if count == 0 || state.zone(action.target).is_empty() || self.blocked(state, action) {
                return; // nothing to take, or no pile to give to
            }
            out.push(Move::new(
                (action.source, 0),
                Some((action.target, 0)),
                count,
                Some(a),
            ));
            return;
        }
        let Some(first) = source.first() else { return };
        if first.is_empty() || self.blocked(state, action) {
            return;
        }
        if action.mode != Mode::NewPile && state.zone(action.target).is_empty() {
            return; // no pile to give to (a growing zone that has none yet)
        }
        let size = first.len();
        let capped = match action.amount {
            Some(amount) if amount <= size => amount,
            _ => size,
        };
        let (target, count) = match action.mode {
            Mode::Each | Mode::Gather | Mode::CloseUp => {
                let piles = receiving(state.zone(action.target), action.fewer_than).count();
                if piles == 0 {
                    return; // every pile is as deep as the deal allows
                }
                (
                    None,
                    action
                        .amount
                        .map_or(size, |amount| size.min(amount * piles)),
                )
            }
            Mode::NewPile => (
                Some((action.target, state.zone(action.target).len())),
                capped,
            ),
            Mode::Top | Mode::Draw => (Some((action.target, 0)), capped),
        };
        out.push(Move::new((action.source, 0), target, count, Some(a)));
    }

    /// A `draw` action's moves (as `_draw_generator`): each face-up card under the top card of
    /// an uncovered pile of the source zone, deepest last (the move's count is its place from
    /// the top), onto every other pile where a top card of that zone could go (the zones it
    /// gives to, their build and empty rules, the zone's offsets within itself).
    fn draw_moves(&self, state: &State, a: usize, action: &ActionRt, out: &mut Vec<Move>) {
        let start = out.len();
        let s = action.source;
        let zone = &self.zones[s];
        let piles = state.zone(s);
        if !self.gate_open(state, &zone.gives_if) {
            return;
        }
        for (i, pile) in piles.iter().enumerate() {
            if pile.len() < 2 || Self::covered(zone, piles, i) {
                continue;
            }
            let shallowest = if action.bottom { pile.len() } else { 2 };
            for depth in shallowest..=pile.len() {
                let card = pile[pile.len() - depth];
                if !face_up(card) {
                    continue;
                }
                for &t in &zone.targets {
                    if !self.gate_open(state, &self.zones[t].takes_if)
                        || !self.outranked(state, t, card)
                    {
                        continue;
                    }
                    let t_piles = state.zone(t);
                    for j in 0..t_piles.len() {
                        if t == s
                            && (j == i
                                || (!zone.offsets.is_empty()
                                    && !zone.offsets.contains(&(j as i32 - i as i32))))
                        {
                            continue;
                        }
                        if self.accepts(state, t, t_piles, j, Moving::one(card, s)) {
                            out.push(Move::new((s, i), Some((t, j)), depth, Some(a)));
                        }
                    }
                }
            }
        }
        self.keep_accepted(state, s, start, out);
    }

    // -- applying moves -------------------------------------------------------------------
}

/// How many cards `close up ZONE and refill it from ...` moves on `piles` with `supply` cards
/// in the source's first pile (as `closing_up` in Python): those of each pile after an empty
/// one, and one for each empty pile while the supply lasts.
/// The card alone on `pile`, face up (None when it holds no card, or more, or a face-down one).
fn lone(pile: &[Card]) -> Option<Card> {
    match *pile {
        [card] if face_up(card) => Some(card),
        _ => None,
    }
}

fn closing_up(piles: ZoneRef<'_>, supply: usize) -> usize {
    let (mut moved, mut gaps) = (0, 0);
    for pile in piles {
        if pile.is_empty() {
            gaps += 1;
        } else if gaps > 0 {
            moved += pile.len();
        }
    }
    moved + gaps.min(supply)
}

/// The piles an `each` deal gives to (as `receiving` in Python): all, or those holding fewer
/// than `fewer_than` cards.
pub(super) fn receiving(
    piles: ZoneRef<'_>,
    fewer_than: Option<usize>,
) -> impl Iterator<Item = usize> + '_ {
    piles
        .iter()
        .enumerate()
        .filter(move |(_, pile)| fewer_than.is_none_or(|n| pile.len() < n))
        .map(|(j, _)| j)
}

/// `test` of each of `targets`, found once: asked as `(n, t)` for the `n`th target, zone `t`,
/// it reads a bit for the first 64 targets and asks `test` again past them.
fn per_target(targets: &[usize], test: impl Fn(usize) -> bool) -> impl Fn(usize, usize) -> bool {
    let found = targets
        .iter()
        .take(64)
        .enumerate()
        .fold(0u64, |bits, (n, &t)| bits | u64::from(test(t)) << n);
    move |n, t| match n {
        0..64 => found >> n & 1 == 1,
        _ => test(t),
    }
}
