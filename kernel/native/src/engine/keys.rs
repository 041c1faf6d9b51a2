//! Position keys, made cheaply: written into one buffer
//! reused for every position (a key is copied only when its position is new), and a set of
//! keys hashed by a fast multiplicative hash (the keys come from the engine, not from an
//! adversary, so SipHash's protection buys nothing).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::{Game, Pile, State};

/// FxHash (as in rustc): a rotate, an xor and a multiply per 8 bytes.
#[derive(Default, Clone, Copy)]
pub(super) struct KeyHasher {
    hash: u64,
}

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_usize(&mut self, value: usize) {
        self.add(value as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A set of position keys.
pub(super) type KeySet = HashSet<Vec<u8>, BuildHasherDefault<KeyHasher>>;

impl Game {
    /// A key equal for positions that differ only by the order of interchangeable piles, written
    /// into `out` (cleared first): per zone a marker, then per pile its length (4 bytes,
    /// little-endian) and its cards, an interchangeable zone's piles in the order of those
    /// entries. With `compact`, a pile of a zone whose cards never leave it is written as its
    /// length, bottom and top card only (`solve_key`).
    pub(super) fn key_into(&self, state: &State, out: &mut Vec<u8>, compact: bool) {
        out.clear();
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        for (z, piles) in state.zones.iter().enumerate() {
            out.push(0xff);
            let short = compact && self.compact[z];
            let write = |out: &mut Vec<u8>, pile: &Pile| {
                out.extend_from_slice(&(pile.len() as u32).to_le_bytes());
                match (short, pile.first(), pile.last()) {
                    (true, Some(&bottom), Some(&top)) => out.extend([bottom, top]),
                    _ => out.extend_from_slice(pile),
                }
            };
            if !self.interchangeable[z] {
                for pile in piles.iter() {
                    write(out, pile);
                }
                continue;
            }
            // Sorted as the entries written would sort, without building them.
            let mut order: Vec<&Pile> = piles.iter().collect();
            order.sort_unstable_by(|a, b| {
                let (a_len, b_len) = (
                    (a.len() as u32).to_le_bytes(),
                    (b.len() as u32).to_le_bytes(),
                );
                a_len.cmp(&b_len).then_with(|| {
                    if short {
                        (a.first(), a.last()).cmp(&(b.first(), b.last()))
                    } else {
                        a.cmp(b)
                    }
                })
            });
            for pile in order {
                write(out, pile);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pcg::Pcg32;

    const FREECELL: &str = r#"{"ir_version": 1, "name": "cells", "decks": 1,
        "decks_per_player": false, "suits": "SHDC", "players": 1, "plugins": [],
        "lost_when_no_moves": false,
        "zones": [
          {"name": "tableau", "kind": "tableau", "count": 8,
           "deal": {"amount": "rest"},
           "builds": {"term": "rank_step", "steps": [-1]},
           "gives": {"unit": "top", "to": ["cells", "foundation", "tableau"]},
           "empty": {"what": "any"}},
          {"name": "cells", "kind": "cells", "count": 4,
           "gives": {"unit": "top", "to": ["tableau", "foundation"]},
           "capacity": 1, "empty": {"what": "any"}},
          {"name": "foundation", "kind": "foundation", "count": 4,
           "builds": {"term": "rank_step", "steps": [1]}, "empty": {"what": "rank", "rank": 1}}],
        "actions": [],
        "won": [{"kind": "all_cards", "zones": ["foundation"]}],
        "progress": [{"kind": "more", "zones": ["foundation"]}]}"#;

    /// The key as first written: every entry built, then the entries sorted.
    fn reference_key(game: &Game, state: &State, compact: bool) -> Vec<u8> {
        let mut out = Vec::new();
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        for (z, piles) in state.zones.iter().enumerate() {
            out.push(0xff);
            let short = compact && game.compact[z];
            let write = |out: &mut Vec<u8>, pile: &Pile| {
                out.extend_from_slice(&(pile.len() as u32).to_le_bytes());
                match (short, pile.first(), pile.last()) {
                    (true, Some(&bottom), Some(&top)) => out.extend([bottom, top]),
                    _ => out.extend_from_slice(pile),
                }
            };
            let mut entries: Vec<Vec<u8>> = piles
                .iter()
                .map(|pile| {
                    let mut entry = Vec::new();
                    write(&mut entry, pile);
                    entry
                })
                .collect();
            if game.interchangeable[z] {
                entries.sort_unstable();
            }
            out.extend(entries.concat());
        }
        out
    }

    #[test]
    fn a_key_written_into_a_buffer_is_the_key() {
        let game = Game::from_json(FREECELL).unwrap();
        assert!(game.interchangeable.iter().any(|&i| i));
        let mut buffer = vec![1, 2, 3];
        for seed in 1..20 {
            let mut picks = Pcg32::new(seed, 1);
            let mut state = game.deal(seed);
            for _ in 0..60 {
                game.key_into(&state, &mut buffer, false);
                assert_eq!(buffer, reference_key(&game, &state, false));
                game.key_into(&state, &mut buffer, true);
                assert_eq!(buffer, reference_key(&game, &state, true));
                let moves = game.legal_moves(&state);
                if moves.is_empty() {
                    break;
                }
                state = game.apply(&state, &moves[picks.below(moves.len() as u32) as usize]);
            }
        }
    }

    #[test]
    fn the_hash_reads_every_byte() {
        let hash = |bytes: &[u8]| {
            let mut hasher = KeyHasher::default();
            hasher.write(bytes);
            hasher.finish()
        };
        let key: Vec<u8> = (0..=20).collect();
        for at in 0..key.len() {
            let mut other = key.clone();
            other[at] ^= 1;
            assert_ne!(hash(&key), hash(&other), "byte {at}");
        }
    }
}
