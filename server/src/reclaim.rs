//! Frees syntax trees on a thread of their own, so that neither a language-server handler nor
//! the next file of `gamerec check` waits while millions of tree nodes are released.

use std::sync::mpsc::{self, Sender};
use std::sync::OnceLock;

type Garbage = Box<dyn Send>;

/// Drops `value` later on the reclaiming thread (or now, if that thread cannot be started).
pub fn later<T: Send + 'static>(value: T) {
    static QUEUE: OnceLock<Option<Sender<Garbage>>> = OnceLock::new();
    let queue = QUEUE.get_or_init(|| {
        let (sender, receiver) = mpsc::channel::<Garbage>();
        std::thread::Builder::new()
            .name("gamerec-reclaim".to_owned())
            .spawn(move || {
                for garbage in receiver {
                    drop(garbage);
                }
            })
            .ok()
            .map(|_| sender)
    });
    if let Some(sender) = queue {
        // If the thread is gone the value comes back in the error and is dropped here.
        let _ = sender.send(Box::new(value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    #[test]
    fn values_are_dropped_on_another_thread() {
        let shared = Arc::new(());
        later(Arc::clone(&shared));
        later(Arc::clone(&shared));
        let deadline = Instant::now() + Duration::from_secs(10);
        while Arc::strong_count(&shared) > 1 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(Arc::strong_count(&shared), 1);
    }
}
