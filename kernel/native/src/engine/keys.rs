//! The progress search's keys, made cheaply: `Game::key_with`'s bytes written into one buffer
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
    /// A key equal for positions that differ only by the order of interchangeable piles:
    /// `key_with(state, false)`, the same bytes, written into `out` (cleared first). The piles
    /// of an interchangeable zone are put in the order of their entries (the length as 4
    /// bytes, little-endian, then the cards), as `key_with` sorts those entries, without
    /// building them.
    pub(super) fn key_into(&self, state: &State, out: &mut Vec<u8>) {
        out.clear();
        for used in &state.redeals {
            out.extend_from_slice(&used.to_le_bytes());
        }
        let write = |out: &mut Vec<u8>, pile: &Pile| {
            out.extend_from_slice(&(pile.len() as u32).to_le_bytes());
            out.extend_from_slice(pile);
        };
        for (z, piles) in state.zones.iter().enumerate() {
            out.push(0xff);
            if !self.interchangeable[z] {
                for pile in piles {
                    write(out, pile);
                }
                continue;
            }
            let mut order: Vec<&Pile> = piles.iter().collect();
            order.sort_unstable_by(|a, b| {
                let (a_len, b_len) = (
                    (a.len() as u32).to_le_bytes(),
                    (b.len() as u32).to_le_bytes(),
                );
                a_len.cmp(&b_len).then_with(|| a.cmp(b))
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

    #[test]
    fn a_key_written_into_a_buffer_is_the_key() {
        let game = Game::from_json(FREECELL).unwrap();
        assert!(game.interchangeable.iter().any(|&i| i));
        let mut buffer = vec![1, 2, 3];
        for seed in 1..20 {
            let mut picks = Pcg32::new(seed, 1);
            let mut state = game.deal(seed);
            for _ in 0..60 {
                game.key_into(&state, &mut buffer);
                assert_eq!(buffer, game.key_with(&state, false));
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
