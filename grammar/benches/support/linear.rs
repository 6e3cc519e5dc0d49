//! The shared test that a cost grows linearly with the input: eight times the input may take
//! at most about eight times as long, and a quadratic step (about 64 times) fails it. Compares
//! the best of several runs, and measures again when other work on the machine may have slowed
//! one, so that the machine's load does not decide the outcome: a quadratic cost is slow in
//! every attempt.

use std::time::Duration;

/// Linear growth gives about 8; allow for caches and allocators, stay far below 64.
const MAX_RATIO: f64 = 20.0;
const ATTEMPTS: usize = 4;

/// The best of `runs` measurements.
pub fn best_of(runs: usize, mut measure: impl FnMut() -> Duration) -> Duration {
    (0..runs).map(|_| measure()).min().unwrap_or_default()
}

/// Fails unless `large` (the work on an input `size_ratio` times larger than `small`'s) takes
/// at most about `size_ratio` times as long as `small` in one of a few attempts.
pub fn assert_linear(
    name: &str,
    size_ratio: f64,
    mut small: impl FnMut() -> Duration,
    mut large: impl FnMut() -> Duration,
) {
    large(); // Warm up allocator and caches.
    let mut attempts = Vec::new();
    for _ in 0..ATTEMPTS {
        let small_time = best_of(5, &mut small);
        let large_time = best_of(3, &mut large);
        let time_ratio = large_time.as_secs_f64() / small_time.as_secs_f64().max(1e-9);
        if time_ratio / size_ratio * 8.0 < MAX_RATIO {
            return;
        }
        attempts.push(format!(
            "{time_ratio:.1}x ({small_time:?}, then {large_time:?})"
        ));
    }
    panic!(
        "{name}: {size_ratio:.1}x the input took {}",
        attempts.join("; again ")
    );
}
