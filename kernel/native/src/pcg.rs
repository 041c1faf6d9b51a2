//! PCG32 (PCG-XSH-RR 64/32) and the Fisher–Yates shuffle of docs/deals.md: bit for bit the
//! generator of `cardwright.shuffle`, so a seed deals the same layout in both engines.

const MULTIPLIER: u64 = 6364136223846793005;

pub struct Pcg32 {
    state: u64,
    increment: u64,
}

impl Pcg32 {
    /// Seeded as the reference `pcg32_srandom_r(seed, stream)`.
    pub fn new(seed: u64, stream: u64) -> Self {
        let mut generator = Pcg32 {
            state: 0,
            increment: (stream << 1) | 1,
        };
        generator.next_u32();
        generator.state = generator.state.wrapping_add(seed);
        generator.next_u32();
        generator
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.increment);
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rotation = (old >> 59) as u32;
        xorshifted.rotate_right(rotation)
    }

    /// A uniform integer in `[0, bound)` by rejection (`pcg32_boundedrand_r`); `bound >= 1`.
    pub fn below(&mut self, bound: u32) -> u32 {
        let threshold = bound.wrapping_neg() % bound;
        loop {
            let value = self.next_u32();
            if value >= threshold {
                return value % bound;
            }
        }
    }
}

/// Shuffle in place, from the last position down, as `cardwright.shuffle.shuffle`.
pub fn shuffle<T>(items: &mut [T], seed: u64, stream: u64) {
    let mut generator = Pcg32::new(seed, stream);
    for i in (1..items.len()).rev() {
        let j = generator.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_generator() {
        // pcg32-demo: seed 42, stream 54 gives 0xa15c02b7 0x7b47f409 0xba1d3330 first.
        let mut generator = Pcg32::new(42, 54);
        let first: Vec<u32> = (0..3).map(|_| generator.next_u32()).collect();
        assert_eq!(first, vec![0xa15c02b7, 0x7b47f409, 0xba1d3330]);
    }

    #[test]
    fn bounded_draws_stay_below_the_bound() {
        let mut generator = Pcg32::new(7, 0);
        assert!((0..1000).all(|_| generator.below(52) < 52));
    }
}
