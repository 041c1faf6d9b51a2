//! The solver's transposition table: every key stored back to back in a byte arena (chunks of
//! a mebibyte), found through an open-addressing table of slots holding a hash tag and the
//! key's offset. Against a `HashSet<Vec<u8>>` it saves the 24-byte vector and the allocation
//! behind every key, and it is freed in one go: dropping millions of separately allocated keys
//! took over a second, past the time limit.

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

/// A set of byte strings (position keys).
pub(crate) struct ArenaSet {
    /// Each key as its length (LEB128: one byte below 128) and its bytes, never across chunks.
    chunks: Vec<Vec<u8>>,
    /// A power of two long.
    slots: Vec<u64>,
    len: usize,
}

impl ArenaSet {
    pub(crate) fn new() -> Self {
        ArenaSet {
            chunks: Vec::new(),
            slots: vec![0; 1024],
            len: 0,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The bytes the set has allocated: its arena and its slots.
    pub(crate) fn bytes(&self) -> usize {
        let arena: usize = self.chunks.iter().map(Vec::capacity).sum();
        arena
            + self.chunks.capacity() * std::mem::size_of::<Vec<u8>>()
            + self.slots.capacity() * std::mem::size_of::<u64>()
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
        let offset = ((slot & OFFSET) - 1) as usize;
        let chunk = &self.chunks[offset >> CHUNK_BITS];
        let mut at = offset & (CHUNK - 1);
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
        &chunk[at..at + length]
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
        let tag = hash << OFFSET_BITS;
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                if self.len >= room {
                    return None;
                }
                let offset = self.append(key);
                self.slots[i] = tag | (offset + 1);
                self.len += 1;
                return Some(true);
            }
            if slot & !OFFSET == tag && self.key_at(slot) == key {
                return Some(false);
            }
            i = (i + 1) & mask;
        }
    }

    /// Every key, in the order they were added, each as its length (4 bytes, little-endian)
    /// and its bytes: what `from_key_bytes` reads back (a checkpoint's table).
    pub(crate) fn key_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for (index, chunk) in self.chunks.iter().enumerate() {
            let mut at = 0;
            while at < chunk.len() {
                let key = self.key_at(((index << CHUNK_BITS | at) + 1) as u64);
                // The length's bytes: those with the high bit set, then one without.
                let header = chunk[at..].iter().take_while(|&&b| b >= 0x80).count() + 1;
                out.extend_from_slice(&(key.len() as u32).to_le_bytes());
                out.extend_from_slice(key);
                at += header + key.len();
            }
        }
        out
    }

    /// The set whose keys `bytes` holds as `key_bytes()` gives them; an error when they do not
    /// read as such (cut short, or a key twice).
    pub(crate) fn from_key_bytes(bytes: &[u8]) -> Result<Self, String> {
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

    /// Writes `key` into the arena; returns its offset.
    fn append(&mut self, key: &[u8]) -> u64 {
        let needed = key.len() + 5; // at most 5 bytes of length
        let fits = self
            .chunks
            .last()
            .is_some_and(|c| c.len() < CHUNK && c.capacity() - c.len() >= needed);
        if !fits {
            // Small first (a short search stays small), doubling up to a mebibyte.
            let last = self.chunks.last().map_or(0, Vec::capacity);
            let size = (2 * last).clamp(4096, CHUNK).max(needed);
            self.chunks.push(Vec::with_capacity(size));
        }
        let index = self.chunks.len() - 1;
        let most = 1 << (OFFSET_BITS - CHUNK_BITS);
        assert!(index + 1 < most, "the solver's table is past 64 GiB");
        let chunk = &mut self.chunks[index];
        let offset = (index << CHUNK_BITS | chunk.len()) as u64;
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
        assert!(arena.bytes() >= 10_000 * 302 && arena.bytes() < 10_000 * 302 + 3 * CHUNK);
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
        assert_eq!(arena.insert_within(b"a", 1), Some(true));
        assert_eq!(arena.insert_within(b"a", 1), Some(false));
        assert_eq!(arena.insert_within(b"b", 1), None);
        assert_eq!(arena.len(), 1);
    }
}
