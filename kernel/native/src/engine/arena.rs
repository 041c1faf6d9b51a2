//! The solver's transposition table: every key stored back to back in one byte arena, found
//! through an open-addressing table of (hash, offset) slots. Against a `HashSet<Vec<u8>>` it
//! saves the 24-byte vector and the allocation behind every key, and it is freed in one go:
//! dropping millions of separately allocated keys took over a second, past the time limit.

use super::keys::KeyHasher;
use std::hash::Hasher;

const EMPTY: u64 = u64::MAX;

/// A set of byte strings (position keys).
pub(crate) struct ArenaSet {
    /// Each key as its length (4 bytes, little-endian) and its bytes.
    bytes: Vec<u8>,
    /// (hash, offset of the key in `bytes`), or `EMPTY` offsets; a power of two long.
    slots: Vec<(u64, u64)>,
    len: usize,
}

impl ArenaSet {
    pub(crate) fn new() -> Self {
        ArenaSet {
            bytes: Vec::new(),
            slots: vec![(0, EMPTY); 1024],
            len: 0,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
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

    fn key_at(&self, offset: u64) -> &[u8] {
        let at = offset as usize;
        let mut length = [0u8; 4];
        length.copy_from_slice(&self.bytes[at..at + 4]);
        &self.bytes[at + 4..at + 4 + u32::from_le_bytes(length) as usize]
    }

    /// Adds `key`; true when it was not there yet.
    pub(crate) fn insert(&mut self, key: &[u8]) -> bool {
        self.insert_within(key, usize::MAX) == Some(true)
    }

    /// Adds `key` unless the set already holds `room` keys: Some(true) when added, Some(false)
    /// when it was there, None when it was not and there is no room.
    pub(crate) fn insert_within(&mut self, key: &[u8], room: usize) -> Option<bool> {
        if (self.len + 1) * 8 > self.slots.len() * 7 {
            self.grow();
        }
        let hash = Self::hash(key);
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let (h, offset) = self.slots[i];
            if offset == EMPTY {
                if self.len >= room {
                    return None;
                }
                self.slots[i] = (hash, self.bytes.len() as u64);
                self.bytes
                    .extend_from_slice(&(key.len() as u32).to_le_bytes());
                self.bytes.extend_from_slice(key);
                self.len += 1;
                return Some(true);
            }
            if h == hash && self.key_at(offset) == key {
                return Some(false);
            }
            i = (i + 1) & mask;
        }
    }

    /// The keys, each as its length (4 bytes, little-endian) and its bytes: what `from_bytes`
    /// reads back (a checkpoint's table).
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The set whose keys `bytes` holds as `bytes()` gives them; an error when they do not read
    /// as such (cut short, or a key twice).
    pub(crate) fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let mut set = ArenaSet::new();
        let mut at = 0;
        while at < bytes.len() {
            let length = bytes
                .get(at..at + 4)
                .map(|b| u32::from_le_bytes(b.try_into().expect("four bytes")) as usize)
                .ok_or("a key's length is cut short")?;
            let key = bytes
                .get(at + 4..at + 4 + length)
                .ok_or("a key is cut short")?;
            if !set.insert(key) {
                return Err("a key is stored twice".into());
            }
            at += 4 + length;
        }
        Ok(set)
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![(0, EMPTY); size]);
        let mask = size - 1;
        for (hash, offset) in old.into_iter().filter(|&(_, o)| o != EMPTY) {
            let mut i = hash as usize & mask;
            while self.slots[i].1 != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = (hash, offset);
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
            let length = rng.below(12) as usize; // short keys collide often, and one is empty
            let key: Vec<u8> = (0..length).map(|_| rng.below(3) as u8).collect();
            assert_eq!(arena.insert(&key), reference.insert(key));
        }
        assert_eq!(arena.len(), reference.len());
        for key in &reference {
            assert!(!arena.insert(key));
        }
        let back = ArenaSet::from_bytes(arena.bytes()).expect("its own bytes");
        assert_eq!(back.bytes(), arena.bytes());
        assert_eq!(back.len(), arena.len());
        assert!(ArenaSet::from_bytes(&arena.bytes()[..arena.bytes().len() - 1]).is_err());
    }

    #[test]
    fn a_full_set_takes_no_new_key_but_finds_the_old_ones() {
        let mut arena = ArenaSet::new();
        assert_eq!(arena.insert_within(b"a", 1), Some(true));
        assert_eq!(arena.insert_within(b"a", 1), Some(false));
        assert_eq!(arena.insert_within(b"b", 1), None);
        assert_eq!(arena.len(), 1);
    }
}
