//! A tiny deterministic PRNG (splitmix64), so that every generated kernel
//! is reproducible from its generator and seed alone.
//!
//! Invariants: the stream depends only on the seed (no global state, no
//! platform dependence: integer arithmetic only); no method panics, also on
//! empty ranges or slices.

/// splitmix64 (Steele, Lea, Flood 2014): one add and a mix per draw; good
/// enough for test generation and trivially seedable.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// A stream for one purpose (`tag`) of a seed: two generators given the
    /// same seed do not produce correlated kernels.
    pub fn with_tag(seed: u64, tag: &str) -> Rng {
        let mut h = seed ^ 0xcbf2_9ce4_8422_2325;
        for b in tag.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        let mut r = Rng::new(h);
        r.next_u64();
        r
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// Uniform in `0..n` (Lemire's multiply-shift; the bias is below 2^-32
    /// for the small `n` used here); 0 when `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// Uniform index into a collection of `len` elements (0 when empty).
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// Uniform in `lo..=hi`; `lo` when the range is empty.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den` (false when `den` is 0).
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// A uniformly chosen element, `None` for an empty slice.
    pub fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        xs.get(self.index(xs.len())).copied()
    }

    /// An index chosen with the given weights; 0 when all are zero.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
        let mut x = self.below(total);
        for (i, &w) in weights.iter().enumerate() {
            if x < u64::from(w) {
                return i;
            }
            x -= u64::from(w);
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let a: Vec<u64> = {
            let mut r = Rng::with_tag(7, "arith");
            (0..8).map(|_| r.next_u64()).collect()
        };
        let mut r = Rng::with_tag(7, "arith");
        assert_eq!(a, (0..8).map(|_| r.next_u64()).collect::<Vec<_>>());
        let mut other = Rng::with_tag(7, "cf");
        assert_ne!(a[0], other.next_u64());
    }

    #[test]
    fn bounds_hold_and_never_panic() {
        let mut r = Rng::new(1);
        for n in 1..50u64 {
            assert!(r.below(n) < n);
            let x = r.range(3, 3 + n);
            assert!((3..=3 + n).contains(&x));
        }
        assert_eq!(r.below(0), 0);
        assert_eq!(r.range(5, 2), 5);
        assert_eq!(r.pick::<u8>(&[]), None);
        assert_eq!(r.weighted(&[0, 0]), 0);
        assert!((0..100).all(|_| r.weighted(&[0, 3, 0]) == 1));
    }
}
