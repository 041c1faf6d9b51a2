//! The solver's transposition table: every key stored back to back in a byte arena (chunks of
//! a mebibyte), found through an open-addressing table of slots holding a hash tag and the
//! key's offset. Each key carries a mark (the search's: its position proved lost), one byte
//! before it, read where the key is compared anyway. Against a `HashSet<Vec<u8>>` it saves the
//! 24-byte vector and the allocation behind every key, and it is freed in one go: dropping
//! millions of separately allocated keys took over a second, past the time limit.

use super::keys::KeyHasher;
use std::hash::Hasher;

/// A slot: 0 when empty, else the key's offset in the arena plus 1 (the low `OFFSET_BITS`
/// bits: arenas up to 64 GiB) under the low `HASH_BITS` bits of the key's hash. Those bits
/// place the slot (so growing the table reads no key, up to 2^28 slots) and, above the bits
/// that place it, settle most mismatches without reading the key. 8 bytes a slot, not the 16
/// of a (hash, offset) pair: at most 7/8 full, a slot costs a position 9 to 18 bytes.
const OFFSET_BITS: u32 = 36;
const OFFSET: u64 = (1 << OFFSET_BITS) - 1;
const HASH_BITS: u32 = 64 - OFFSET_BITS;
/// An offset is (chunk << CHUNK_BITS) + the key's place in its chunk (a chunk holds at most
/// CHUNK bytes, or one longer key). Chunks, not one growing vector: nothing is copied as the
/// arena grows, and little more than the last chunk is unused room.
const CHUNK_BITS: u32 = 20;
const CHUNK: usize = 1 << CHUNK_BITS;

/// Where a key is in the set (its offset, in the order keys were added) and whether it was
/// added now or was there, marked or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    New(u64),
    Seen { offset: u64, marked: bool },
}

/// A set of byte strings (position keys), each with a mark.
pub(crate) struct ArenaSet {
    /// Each key as its mark (one byte: 0 or 1), its length (LEB128: one byte below 128) and its
    /// bytes, never across chunks. An offset is that of the mark.
    chunks: Vec<Vec<u8>>,
    /// A power of two long.
    slots: Vec<u64>,
    len: usize,
    /// The chunks' capacities, summed (kept: the memory limit reads it at every new key).
    chunk_bytes: usize,
}

impl ArenaSet {
    pub(crate) fn new() -> Self {
        ArenaSet {
            chunks: Vec::new(),
            slots: vec![0; 1024],
            len: 0,
            chunk_bytes: 0,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The bytes the set has allocated: its arena and its slots.
    pub(crate) fn bytes(&self) -> usize {
        self.chunk_bytes
            + self.chunks.capacity() * std::mem::size_of::<Vec<u8>>()
            + self.slots.capacity() * std::mem::size_of::<u64>()
    }

    /// What adding a new key of `length` bytes allocates, the whole set staying within
    /// `budget` bytes: the capacity of the chunk made for it (0: the last one has room) and
    /// the bytes added in all (that chunk, the slots doubled when full enough to grow); None
    /// when the budget has no room for it. A chunk is small first (a short search stays
    /// small), doubling up to a mebibyte, and smaller where the budget leaves less: a small
    /// memory limit is used to its end.
    pub(crate) fn growth(&self, length: usize, budget: usize) -> Option<(usize, usize)> {
        let needed = length + 6; // the mark, at most 5 bytes of length
        let mut added = 0;
        if self.must_grow() {
            added += self.slots.len() * std::mem::size_of::<u64>(); // twice as many
        }
        let fits = self
            .chunks
            .last()
            .is_some_and(|c| c.len() < CHUNK && c.capacity() - c.len() >= needed);
        let mut chunk = 0;
        if !fits {
            if self.chunks.len() == self.chunks.capacity() {
                added += self.chunks.capacity().max(4) * std::mem::size_of::<Vec<u8>>();
            }
            let room = budget.saturating_sub(self.bytes() + added);
            let last = self.chunks.last().map_or(0, Vec::capacity);
            chunk = (2 * last).clamp(4096, CHUNK).min(room).max(needed);
            added += chunk;
        }
        (self.bytes().saturating_add(added) <= budget).then_some((chunk, added))
    }

    fn must_grow(&self) -> bool {
        (self.len + 1) * 8 > self.slots.len() * 7
    }

    fn hash(key: &[u8]) -> u64 {
        let mut hasher = KeyHasher::default();
        hasher.write(key);
        // A finaliser (MurmurHash3's) so that the low bits, which pick the slot, mix them all.
        let mut h = hasher.finish();
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ h >> 33
    }

    fn key_at(&self, slot: u64) -> &[u8] {
        self.entry_at((slot & OFFSET) - 1).1
    }

    /// The mark and the key at `offset`.
    pub(crate) fn entry_at(&self, offset: u64) -> (bool, &[u8]) {
        let offset = offset as usize;
        let chunk = &self.chunks[offset >> CHUNK_BITS];
        let marked = chunk[offset & (CHUNK - 1)] != 0;
        let mut at = (offset & (CHUNK - 1)) + 1;
        let mut length = 0usize;
        let mut shift = 0;
        loop {
            let byte = chunk[at];
            at += 1;
            length |= ((byte & 0x7f) as usize) << shift;
            if byte < 0x80 {
                break;
            }
            shift += 7;
        }
        (marked, &chunk[at..at + length])
    }

    /// Adds `key` (unmarked); true when it was not there yet.
    #[cfg(test)]
    pub(crate) fn insert(&mut self, key: &[u8]) -> bool {
        matches!(self.insert_within(key, usize::MAX), Some(Entry::New(_)))
    }

    /// Adds `key` unless that would take the set's bytes past `budget`: where it is, added
    /// now or there already (and its mark); None when it was not there and there is no room.
    pub(crate) fn insert_within(&mut self, key: &[u8], budget: usize) -> Option<Entry> {
        let (tag, at) = match self.probe(key) {
            (_, Ok((offset, marked))) => return Some(Entry::Seen { offset, marked }),
            (tag, Err(at)) => (tag, at),
        };
        let (chunk, _) = self.growth(key.len(), budget)?;
        let at = if self.must_grow() {
            self.grow();
            self.probe(key).1.expect_err("a key not in the set")
        } else {
            at
        };
        let offset = self.append(key, chunk);
        self.slots[at] = tag | (offset + 1);
        self.len += 1;
        Some(Entry::New(offset))
    }

    /// Marks the key at `offset` (an offset `insert_within` gave).
    pub(crate) fn mark(&mut self, offset: u64) {
        let offset = offset as usize;
        self.chunks[offset >> CHUNK_BITS][offset & (CHUNK - 1)] = 1;
    }

    /// Whether the set holds `key`, marked.
    pub(crate) fn holds_marked(&self, key: &[u8]) -> bool {
        self.find(key).is_some_and(|(_, marked)| marked)
    }

    /// Where `key` is and its mark, when the set holds it.
    pub(crate) fn find(&self, key: &[u8]) -> Option<(u64, bool)> {
        self.probe(key).1.ok()
    }

    /// The tag of `key`'s slot, and where the key is (its offset and mark) or else the empty
    /// slot it would take.
    #[inline]
    fn probe(&self, key: &[u8]) -> (u64, Result<(u64, bool), usize>) {
        let hash = Self::hash(key);
        let tag = hash << OFFSET_BITS;
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return (tag, Err(i));
            }
            if slot & !OFFSET == tag {
                let offset = (slot & OFFSET) - 1;
                let (marked, found) = self.entry_at(offset);
                if found == key {
                    return (tag, Ok((offset, marked)));
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Every entry, in the order they were added: its offset, mark and key.
    pub(crate) fn entries(&self) -> impl Iterator<Item = (u64, bool, &[u8])> + '_ {
        self.chunks
            .iter()
            .enumerate()
            .flat_map(move |(index, chunk)| {
                let mut at = 0;
                std::iter::from_fn(move || {
                    if at >= chunk.len() {
                        return None;
                    }
                    let offset = (index << CHUNK_BITS | at) as u64;
                    let (marked, key) = self.entry_at(offset);
                    // The mark, the length's bytes (those with the high bit set, then one
                    // without), the key.
                    let header = chunk[at + 1..].iter().take_while(|&&b| b >= 0x80).count() + 1;
                    at += 1 + header + key.len();
                    Some((offset, marked, key))
                })
            })
    }

    /// Every key, in the order they were added, each as its length (4 bytes, little-endian),
    /// its mark (a byte) and its bytes: what `from_key_bytes` reads back (a checkpoint's
    /// table).
    pub(crate) fn key_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for (_, marked, key) in self.entries() {
            out.extend_from_slice(&(key.len() as u32).to_le_bytes());
            out.push(marked as u8);
            out.extend_from_slice(key);
        }
        out
    }

    /// The set whose keys `bytes` holds as `key_bytes()` gives them, at the same offsets; an
    /// error when they do not read as such (cut short, a mark not 0 or 1, or a key twice).
    pub(crate) fn from_key_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut set = ArenaSet::new();
        let mut at = 0;
        while at < bytes.len() {
            let length = bytes
                .get(at..at + 4)
                .map(|b| u32::from_le_bytes(b.try_into().expect("four bytes")) as usize)
                .ok_or("a key's length is cut short")?;
            let marked = match bytes.get(at + 4) {
                Some(0) => false,
                Some(1) => true,
                Some(_) => return Err("a key's mark is neither 0 nor 1".into()),
                None => return Err("a key's mark is cut short".into()),
            };
            let key = bytes
                .get(at + 5..at + 5 + length)
                .ok_or("a key is cut short")?;
            match set.insert_within(key, usize::MAX) {
                Some(Entry::New(offset)) if marked => set.mark(offset),
                Some(Entry::New(_)) => {}
                _ => return Err("a key is stored twice".into()),
            }
            at += 5 + length;
        }
        Ok(set)
    }

    /// Writes `key` into the arena, in a new chunk of that capacity unless `chunk` is 0
    /// (`growth`); returns its offset.
    fn append(&mut self, key: &[u8], chunk: usize) -> u64 {
        if chunk > 0 {
            self.chunks.push(Vec::with_capacity(chunk));
            self.chunk_bytes += self.chunks.last().map_or(0, Vec::capacity);
        }
        let index = self.chunks.len() - 1;
        let most = 1 << (OFFSET_BITS - CHUNK_BITS);
        assert!(index + 1 < most, "the solver's table is past 64 GiB");
        let chunk = &mut self.chunks[index];
        let offset = (index << CHUNK_BITS | chunk.len()) as u64;
        chunk.push(0);
        let mut length = key.len();
        while length >= 0x80 {
            chunk.push((length & 0x7f) as u8 | 0x80);
            length >>= 7;
        }
        chunk.push(length as u8);
        chunk.extend_from_slice(key);
        offset
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let mask = size - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            // The slot's hash bits place it, unless the table is larger than they reach.
            let hash = if size <= 1 << HASH_BITS {
                slot >> OFFSET_BITS
            } else {
                Self::hash(self.key_at(slot))
            };
            let mut i = hash as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn holds_what_a_hash_set_holds() {
        let mut arena = ArenaSet::new();
        let mut reference = HashSet::new();
        let mut rng = crate::pcg::Pcg32::new(3, 1);
        for _ in 0..50_000 {
            // Short keys collide often, one is empty, and a few are past 128 bytes (their
            // length takes two bytes).
            let length = match rng.below(40) {
                0 => 120 + rng.below(200) as usize,
                _ => rng.below(12) as usize,
            };
            let key: Vec<u8> = (0..length).map(|_| rng.below(3) as u8).collect();
            assert_eq!(arena.insert(&key), reference.insert(key));
        }
        assert_eq!(arena.len(), reference.len());
        for key in &reference {
            assert!(!arena.insert(key));
        }
    }

    #[test]
    fn keys_are_found_in_every_chunk_and_the_size_counts_them() {
        let mut arena = ArenaSet::new();
        let key = |i: u32| -> Vec<u8> { [&i.to_le_bytes()[..], &[7; 296]].concat() };
        for i in 0..10_000 {
            assert!(arena.insert(&key(i)));
        }
        assert!(arena.chunks.len() > 4); // 3 MB of keys
        for i in 0..10_000 {
            assert!(!arena.insert(&key(i)), "key {i}");
        }
        assert!(arena.bytes() >= 10_000 * 303 && arena.bytes() < 10_000 * 303 + 3 * CHUNK);
        let back = ArenaSet::from_key_bytes(&arena.key_bytes()).expect("its own keys");
        assert_eq!(back.key_bytes(), arena.key_bytes());
        assert_eq!(back.len(), arena.len());
    }

    #[test]
    fn its_keys_read_back_and_a_cut_or_doubled_list_is_refused() {
        let mut arena = ArenaSet::new();
        for key in [&b""[..], b"a", &[9; 200], b"bc"] {
            arena.insert(key);
        }
        let bytes = arena.key_bytes();
        let back = ArenaSet::from_key_bytes(&bytes).expect("its own keys");
        assert_eq!(back.key_bytes(), bytes);
        assert_eq!(back.len(), 4);
        assert!(ArenaSet::from_key_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(ArenaSet::from_key_bytes(&[&bytes[..], &bytes[..5]].concat()).is_err());
    }

    #[test]
    fn a_full_set_takes_no_new_key_but_finds_the_old_ones() {
        let mut arena = ArenaSet::new();
        let budget = arena.bytes() + arena.growth(1, usize::MAX).expect("room").1;
        let Some(Entry::New(offset)) = arena.insert_within(b"a", budget) else {
            panic!("a new key");
        };
        let seen = Entry::Seen {
            offset,
            marked: false,
        };
        assert_eq!(arena.insert_within(b"a", 0), Some(seen));
        assert_eq!(arena.bytes(), budget); // its first chunk and slots
        let key = |i: u32| i.to_le_bytes();
        let mut i = 1;
        while arena.insert_within(&key(i), budget).is_some() {
            i += 1;
        }
        assert_eq!(arena.len(), i as usize); // as many as the first chunk holds
        assert!(arena.bytes() <= budget);
        assert_eq!(arena.insert_within(&key(i), budget), None);
        assert!(matches!(
            arena.insert_within(&key(3), budget),
            Some(Entry::Seen { .. })
        ));
    }

    #[test]
    fn the_bytes_a_key_adds_are_known_before_it_is_added() {
        // Every growth: chunks doubling up to a mebibyte, then a chunk at a time, and the
        // slots doubling (the set's bytes after a key are those before it and its growth).
        let mut arena = ArenaSet::new();
        for i in 0..200_000u32 {
            let key = [&i.to_le_bytes()[..], &[5; 20]].concat();
            let expected = arena.bytes() + arena.growth(key.len(), usize::MAX).expect("room").1;
            assert!(matches!(
                arena.insert_within(&key, expected),
                Some(Entry::New(_))
            ));
            assert_eq!(arena.bytes(), expected, "key {i}");
        }
    }

    #[test]
    fn a_mark_stays_with_its_key_and_reads_back() {
        let mut arena = ArenaSet::new();
        let mut offsets = Vec::new();
        for i in 0..3000u32 {
            let key = [&i.to_le_bytes()[..], &[1; 400]].concat();
            let Some(Entry::New(offset)) = arena.insert_within(&key, usize::MAX) else {
                panic!("key {i} is new");
            };
            offsets.push(offset);
        }
        for (i, &offset) in offsets.iter().enumerate() {
            if i % 3 == 0 {
                arena.mark(offset);
            }
        }
        let back = ArenaSet::from_key_bytes(&arena.key_bytes()).expect("its own keys");
        for set in [&arena, &back] {
            for (i, (offset, marked, key)) in set.entries().enumerate() {
                assert_eq!((offset, marked), (offsets[i], i % 3 == 0));
                assert_eq!(key[..4], (i as u32).to_le_bytes());
                assert_eq!(set.holds_marked(key), i % 3 == 0);
            }
        }
        assert!(!arena.holds_marked(b"not there"));
        let mut bytes = arena.key_bytes();
        bytes[4] = 2;
        assert!(ArenaSet::from_key_bytes(&bytes).is_err());
    }
}
