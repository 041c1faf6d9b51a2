//! A position's piles, flat: every card of every pile in one vector, and the bounds of the
//! zones and piles in another. Copying a position is two allocations whatever its size, and
//! reading it touches a few neighbouring cache lines, where a vector per zone and an allocation
//! per pile scattered a position over the heap (a vectorised batch of a thousand games spent
//! a third of its step waiting for memory, issue 26).

use super::{face_up, turned, Card};
use std::ops::Range;

/// The piles of a position, zone after zone, each bottom card first.
#[derive(Clone, Debug)]
pub struct Piles {
    cards: Vec<Card>,
    /// First `base`, where the piles' part begins (zones + 2); then zones + 1 entries, where
    /// each zone's piles start among all piles (the last: how many piles there are); then
    /// piles + 1 entries, where each pile's cards start in `cards` (the last: how many cards).
    bounds: Vec<u16>,
    /// The piles changed since `forget_changes` (bit k for pile k, bit 63 for piles 63 on):
    /// what an observation row written then must write again. Not part of the position.
    changed: u64,
}

impl Piles {
    /// The bytes its cards and bounds hold.
    pub fn bytes(&self) -> usize {
        self.cards.capacity() * std::mem::size_of::<Card>()
            + self.bounds.capacity() * std::mem::size_of::<u16>()
    }
}

impl PartialEq for Piles {
    fn eq(&self, other: &Piles) -> bool {
        self.cards == other.cards && self.bounds == other.bounds
    }
}

impl Eq for Piles {}

impl std::hash::Hash for Piles {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.cards.hash(state);
        self.bounds.hash(state);
    }
}

impl Default for Piles {
    /// No zones.
    fn default() -> Piles {
        Piles {
            cards: Vec::new(),
            bounds: vec![2, 0, 0],
            changed: 0,
        }
    }
}

/// The piles of one zone in a position, read like a slice of piles (`zone[j]` is pile `j`'s
/// cards).
#[derive(Clone, Copy, Debug)]
pub struct ZoneRef<'a> {
    cards: &'a [Card],
    /// Where each of its piles starts in `cards`, and where the last one ends.
    starts: &'a [u16],
}

impl Default for ZoneRef<'_> {
    /// A zone of no piles.
    fn default() -> Self {
        ZoneRef {
            cards: &[],
            starts: &[0],
        }
    }
}

impl<'a> ZoneRef<'a> {
    /// How many piles the zone has.
    #[inline]
    pub fn len(self) -> usize {
        self.starts.len() - 1
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Pile `j`'s cards, bottom first.
    #[inline]
    pub fn pile(self, j: usize) -> &'a [Card] {
        let (start, end) = (self.starts[j] as usize, self.starts[j + 1] as usize);
        debug_assert!(start <= end && end <= self.cards.len());
        // SAFETY: `Piles` keeps its starts in order and within its cards (every method that
        // changes them moves cards and starts together), and a zone's starts are some of them.
        unsafe { self.cards.get_unchecked(start..end) }
    }

    #[inline]
    pub fn get(self, j: usize) -> Option<&'a [Card]> {
        (j < self.len()).then(|| self.pile(j))
    }

    #[inline]
    pub fn first(self) -> Option<&'a [Card]> {
        self.get(0)
    }

    #[inline]
    pub fn last(self) -> Option<&'a [Card]> {
        self.len().checked_sub(1).map(|j| self.pile(j))
    }

    /// Its piles in order.
    #[inline]
    pub fn iter(self) -> PileIter<'a> {
        self.into_iter()
    }

    /// Piles `range` of it, as a zone of their own.
    #[inline]
    pub fn slice(self, range: Range<usize>) -> ZoneRef<'a> {
        ZoneRef {
            cards: self.cards,
            starts: &self.starts[range.start..=range.end],
        }
    }

    /// How many cards its piles hold together.
    pub fn cards(self) -> usize {
        usize::from(self.starts[self.len()] - self.starts[0])
    }

    /// Every card of the zone, pile after pile.
    pub fn all_cards(self) -> &'a [Card] {
        &self.cards[self.starts[0] as usize..self.starts[self.len()] as usize]
    }

    /// Its piles as vectors (to change them and put them back: `Piles::set_zone`).
    pub fn to_vecs(self) -> Vec<Vec<Card>> {
        self.iter().map(<[Card]>::to_vec).collect()
    }
}

impl PartialEq for ZoneRef<'_> {
    /// The same piles holding the same cards.
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for ZoneRef<'_> {}

impl std::ops::Index<usize> for ZoneRef<'_> {
    type Output = [Card];

    #[inline]
    fn index(&self, j: usize) -> &[Card] {
        self.pile(j)
    }
}

impl<'a> IntoIterator for ZoneRef<'a> {
    type Item = &'a [Card];
    type IntoIter = PileIter<'a>;

    #[inline]
    fn into_iter(self) -> PileIter<'a> {
        PileIter {
            zone: self,
            next: 0,
            end: self.len(),
        }
    }
}

/// The piles of a zone in order (`ZoneRef::iter`).
#[derive(Clone, Debug)]
pub struct PileIter<'a> {
    zone: ZoneRef<'a>,
    next: usize,
    end: usize,
}

impl<'a> Iterator for PileIter<'a> {
    type Item = &'a [Card];

    #[inline]
    fn next(&mut self) -> Option<&'a [Card]> {
        (self.next < self.end).then(|| {
            self.next += 1;
            self.zone.pile(self.next - 1)
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.end - self.next, Some(self.end - self.next))
    }
}

impl DoubleEndedIterator for PileIter<'_> {
    #[inline]
    fn next_back(&mut self) -> Option<Self::Item> {
        (self.next < self.end).then(|| {
            self.end -= 1;
            self.zone.pile(self.end)
        })
    }
}

impl ExactSizeIterator for PileIter<'_> {}

impl Piles {
    /// The piles of `zones`, each zone a list of piles.
    pub fn new<Z, P, C>(zones: Z) -> Piles
    where
        Z: IntoIterator<Item = P>,
        P: IntoIterator<Item = C>,
        C: AsRef<[Card]>,
    {
        let (mut cards, mut zone_starts, mut pile_starts) = (Vec::new(), vec![0u16], vec![0u16]);
        for zone in zones {
            for pile in zone {
                cards.extend_from_slice(pile.as_ref());
                pile_starts.push(narrow(cards.len()));
            }
            zone_starts.push(narrow(pile_starts.len() - 1));
        }
        let mut bounds = vec![narrow(zone_starts.len() + 1)];
        bounds.extend(zone_starts);
        bounds.extend(pile_starts);
        Piles {
            cards,
            bounds,
            changed: u64::MAX,
        }
    }

    /// How many zones there are.
    #[inline]
    pub fn zone_count(&self) -> usize {
        self.base() - 2
    }

    /// Zone `z`'s piles.
    #[inline]
    pub fn zone(&self, z: usize) -> ZoneRef<'_> {
        let base = self.base();
        let (first, end) = (self.bounds[1 + z] as usize, self.bounds[2 + z] as usize);
        ZoneRef {
            cards: &self.cards,
            starts: &self.bounds[base + first..=base + end],
        }
    }

    /// Every zone's piles, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = ZoneRef<'_>> {
        (0..self.zone_count()).map(|z| self.zone(z))
    }

    /// Where the piles' starts begin in `bounds`.
    #[inline]
    fn base(&self) -> usize {
        self.bounds[0] as usize
    }

    /// The index among all piles of pile `j` of zone `z`, and the range of its cards.
    #[inline]
    fn locate(&self, z: usize, j: usize) -> (usize, Range<usize>) {
        let k = self.bounds[1 + z] as usize + j;
        debug_assert!(k < self.bounds[2 + z] as usize, "pile {j} of zone {z}");
        let at = self.base() + k;
        (k, self.bounds[at] as usize..self.bounds[at + 1] as usize)
    }

    /// Pile `j` of zone `z`'s cards, to change in place (its length stays).
    pub fn pile_mut(&mut self, z: usize, j: usize) -> &mut [Card] {
        let (k, range) = self.locate(z, j);
        self.mark(k);
        &mut self.cards[range]
    }

    /// Whether pile `j` of zone `z` may have changed since `forget_changes`.
    #[inline]
    pub fn changed(&self, z: usize, j: usize) -> bool {
        let k = self.bounds[1 + z] as usize + j;
        self.changed & 1 << k.min(63) != 0
    }

    /// Whether some pile of zone `z` may have changed since `forget_changes`.
    #[inline]
    pub fn zone_changed(&self, z: usize) -> bool {
        let (first, end) = (self.bounds[1 + z] as usize, self.bounds[2 + z] as usize);
        if first == end {
            return false;
        }
        let (low, high) = (first.min(63), (end - 1).min(63));
        self.changed & (u64::MAX << low) & (u64::MAX >> (63 - high)) != 0
    }

    /// From now on, `changed` names only the piles changed after this.
    pub fn forget_changes(&mut self) {
        self.changed = 0;
    }

    #[inline]
    fn mark(&mut self, k: usize) {
        self.changed |= 1 << k.min(63);
    }

    /// Pile `k` and every pile after it (they moved).
    fn mark_from(&mut self, k: usize) {
        self.changed |= u64::MAX << k.min(63);
    }

    /// Pile `j` of zone `z` holds `cards` instead.
    pub fn set_pile(&mut self, z: usize, j: usize, cards: &[Card]) {
        let (k, range) = self.locate(z, j);
        self.mark(k);
        let (start, held, total) = (range.start, range.len(), self.cards.len());
        if cards.len() > held {
            // The cards after the pile move up to make room.
            self.cards.resize(total + cards.len() - held, 0);
            self.cards
                .copy_within(range.end..total, start + cards.len());
        } else if cards.len() < held {
            self.cards
                .copy_within(range.end..total, start + cards.len());
            self.cards.truncate(total - (held - cards.len()));
        }
        self.cards[start..start + cards.len()].copy_from_slice(cards);
        self.shift_starts(k + 1.., cards.len() as isize - held as isize);
    }

    /// The top card of pile `j` of zone `z` turned face up, when it lies face down.
    pub fn turn_top_up(&mut self, z: usize, j: usize) {
        let (k, range) = self.locate(z, j);
        if let Some(top) = self.cards[range].last_mut() {
            if !face_up(*top) {
                *top = turned(*top, true);
                self.mark(k);
            }
        }
    }

    /// The top `count` cards of pile `i` of zone `s` put on pile `j` of zone `t`, in their
    /// order, each changed by `change` (in place: the cards between the two piles shift).
    pub fn transfer(
        &mut self,
        (s, i): (usize, usize),
        (t, j): (usize, usize),
        count: usize,
        change: impl Fn(Card) -> Card,
    ) {
        let (from, source) = self.locate(s, i);
        let (onto, target) = self.locate(t, j);
        assert!(
            count <= source.len(),
            "{count} cards from a pile of {}",
            source.len()
        );
        self.mark(from);
        self.mark(onto);
        if from == onto {
            let moved = &mut self.cards[source.end - count..source.end];
            moved.iter_mut().for_each(|c| *c = change(*c));
            return;
        }
        let cut = source.end - count;
        let landed = if onto > from {
            // The moving cards go past the piles between, to the end of the target.
            self.cards[cut..target.end].rotate_left(count);
            self.shift_starts_range(from + 1..onto + 1, -(count as isize));
            target.end - count..target.end
        } else {
            self.cards[target.end..source.end].rotate_right(count);
            self.shift_starts_range(onto + 1..from + 1, count as isize);
            target.end..target.end + count
        };
        self.cards[landed].iter_mut().for_each(|c| *c = change(*c));
    }

    /// Pile `j` of zone `z` taken out (the piles after it move up one place).
    pub fn remove_pile(&mut self, z: usize, j: usize) {
        let (k, range) = self.locate(z, j);
        let taken = range.len() as isize;
        self.mark_from(k);
        self.cards.drain(range);
        let base = self.base();
        self.bounds.remove(base + k + 1);
        self.shift_starts(k + 1.., -taken);
        self.shift_zones(z, -1);
    }

    /// A pile of `cards` put in zone `z` at place `j` (`j` = its length: after the others).
    pub fn insert_pile(&mut self, z: usize, j: usize, cards: &[Card]) {
        let k = self.bounds[1 + z] as usize + j;
        self.mark_from(k);
        let base = self.base();
        let at = self.bounds[base + k];
        self.cards
            .splice(at as usize..at as usize, cards.iter().copied());
        self.bounds.insert(base + k + 1, at);
        self.shift_starts(k + 1.., cards.len() as isize);
        self.shift_zones(z, 1);
    }

    /// Zone `z` holds `piles` instead of its piles.
    pub fn set_zone<P: AsRef<[Card]>>(&mut self, z: usize, piles: &[P]) {
        let zone = self.zone(z);
        let held = zone.len();
        // Keep the piles' count by taking out or adding empty piles, then set each.
        for _ in piles.len()..held {
            self.remove_pile(z, self.zone(z).len() - 1);
        }
        for _ in held..piles.len() {
            self.insert_pile(z, self.zone(z).len(), &[]);
        }
        for (j, pile) in piles.iter().enumerate() {
            if self.zone(z).pile(j) != pile.as_ref() {
                self.set_pile(z, j, pile.as_ref());
            }
        }
    }

    /// The pile starts from pile `piles.start` on (the end of the range: at most the count of
    /// piles, the entry after the last pile) moved by `by` cards.
    fn shift_starts(&mut self, piles: std::ops::RangeFrom<usize>, by: isize) {
        let end = self.bounds.len() - self.base();
        self.shift_starts_range(piles.start..end, by);
    }

    fn shift_starts_range(&mut self, piles: Range<usize>, by: isize) {
        if by == 0 {
            return;
        }
        let base = self.base();
        for start in &mut self.bounds[base + piles.start..base + piles.end] {
            *start = narrow((*start as isize + by) as usize);
        }
    }

    /// The zones after `z` start `by` piles later (one pile was added to or taken from `z`).
    fn shift_zones(&mut self, z: usize, by: isize) {
        let zones = self.zone_count();
        for start in &mut self.bounds[2 + z..2 + zones] {
            *start = narrow((*start as isize + by) as usize);
        }
    }
}

fn narrow(n: usize) -> u16 {
    u16::try_from(n).expect("a position holds at most 65 535 cards and piles")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pcg::Pcg32;

    type Model = Vec<Vec<Vec<Card>>>;

    fn read(piles: &Piles) -> Model {
        piles.iter().map(ZoneRef::to_vecs).collect()
    }

    #[test]
    fn piles_read_back_as_given_and_a_zone_reads_like_a_slice() {
        let zones: Model = vec![
            vec![vec![1, 2], vec![], vec![3]],
            vec![],
            vec![vec![4, 5, 6]],
        ];
        let piles = Piles::new(&zones);
        assert_eq!(read(&piles), zones);
        assert_eq!(piles.zone_count(), 3);
        let first = piles.zone(0);
        assert_eq!((first.len(), first.cards()), (3, 3));
        assert_eq!(&first[0], &[1, 2]);
        assert_eq!(first.last(), Some(&[3][..]));
        assert_eq!(first.slice(1..3).to_vecs(), vec![vec![], vec![3]]);
        assert_eq!(first.iter().next_back(), Some(&[3][..]));
        assert!(piles.zone(1).is_empty());
        assert_eq!(piles.zone(2).all_cards(), &[4, 5, 6]);
    }

    /// Every change, made at random, against a vector per pile doing the same.
    #[test]
    fn every_change_does_what_it_does_to_a_vector_per_pile() {
        let mut random = Pcg32::new(7, 0);
        for _ in 0..300 {
            let mut model: Model = (0..1 + random.below(4))
                .map(|_| {
                    (0..random.below(5))
                        .map(|_| {
                            (0..random.below(4))
                                .map(|_| random.below(52) as Card)
                                .collect()
                        })
                        .collect()
                })
                .collect();
            let mut piles = Piles::new(&model);
            for _ in 0..40 {
                let z = random.below(model.len() as u32) as usize;
                let n = model[z].len();
                match random.below(6) {
                    0 if n > 0 => {
                        let j = random.below(n as u32) as usize;
                        let cards: Vec<Card> = (0..random.below(6)).map(|c| c as Card).collect();
                        piles.set_pile(z, j, &cards);
                        model[z][j] = cards;
                    }
                    1 if n > 0 => {
                        let j = random.below(n as u32) as usize;
                        piles.remove_pile(z, j);
                        model[z].remove(j);
                    }
                    2 => {
                        let j = random.below(n as u32 + 1) as usize;
                        piles.insert_pile(z, j, &[9, 8]);
                        model[z].insert(j, vec![9, 8]);
                    }
                    3 => {
                        let t = random.below(model.len() as u32) as usize;
                        let (held, room) = (n, model[t].len());
                        if held == 0 || room == 0 {
                            continue;
                        }
                        let (i, j) = (
                            random.below(held as u32) as usize,
                            random.below(room as u32) as usize,
                        );
                        let count = random.below(model[z][i].len() as u32 + 1) as usize;
                        piles.transfer((z, i), (t, j), count, |c| c | FLAG);
                        if (z, i) == (t, j) {
                            let len = model[z][i].len();
                            model[z][i][len - count..]
                                .iter_mut()
                                .for_each(|c| *c |= FLAG);
                        } else {
                            let len = model[z][i].len();
                            let moved: Vec<Card> =
                                model[z][i].drain(len - count..).map(|c| c | FLAG).collect();
                            model[t][j].extend(moved);
                        }
                    }
                    4 => {
                        let zone: Vec<Vec<Card>> = (0..random.below(4))
                            .map(|k| vec![k as Card; k as usize])
                            .collect();
                        piles.set_zone(z, &zone);
                        model[z] = zone;
                    }
                    _ if n > 0 => {
                        let j = random.below(n as u32) as usize;
                        piles.turn_top_up(z, j);
                        if let Some(top) = model[z][j].last_mut() {
                            *top = turned(*top, true);
                        }
                    }
                    _ => {}
                }
                assert_eq!(read(&piles), model);
                assert_eq!(
                    piles,
                    Piles::new(&model),
                    "equal to the same piles made anew"
                );
            }
        }
    }

    const FLAG: Card = 0x40;

    #[test]
    fn a_change_marks_the_piles_it_touched_and_those_that_moved() {
        let mut piles = Piles::new([vec![vec![1], vec![2], vec![3]], vec![vec![4]]]);
        assert!(
            (0..3).all(|j| piles.changed(0, j)),
            "a new position: every pile"
        );
        piles.forget_changes();
        piles.transfer((0, 0), (1, 0), 1, |c| c);
        let changed = |p: &Piles| -> Vec<bool> {
            (0..p.zone(0).len())
                .map(|j| p.changed(0, j))
                .chain((0..p.zone(1).len()).map(|j| p.changed(1, j)))
                .collect()
        };
        assert_eq!(changed(&piles), [true, false, false, true]);
        assert!(piles.zone_changed(0) && piles.zone_changed(1));
        piles.forget_changes();
        piles.turn_top_up(0, 1); // face up already: nothing changes
        assert_eq!(changed(&piles), [false; 4]);
        assert!(!piles.zone_changed(0) && !piles.zone_changed(1));
        piles.set_pile(1, 0, &[4, 1]);
        assert!(!piles.zone_changed(0) && piles.zone_changed(1));
        piles.forget_changes();
        piles.remove_pile(0, 1);
        assert_eq!(
            changed(&piles),
            [false, true, true],
            "the piles after it moved"
        );
    }
}
