//! What `play` and `match` share: on Ctrl-C they print what they must
//! not lose before the process ends.

use std::sync::{Arc, Mutex, PoisonError};

/// On Ctrl-C (or a polite kill), stops the process with the signal's exit
/// status (130 for Ctrl-C), printing first what `kept` holds then, if
/// anything: a command keeps there what must not be lost (`play` its
/// game's record, `match` its totals so far, nothing before a game ends).
pub fn say_on_interrupt(kept: Arc<Mutex<String>>) {
    use signal_hook::consts::{SIGINT, SIGTERM};
    use std::io::Write;
    let Ok(mut signals) =
        signal_hook::iterator::Signals::new([SIGINT, SIGTERM])
    else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            // The words if the output takes them soon; the exit in any case
            // (a reader that stopped reading must not keep the process
            // alive). They are held while printed, so that `match`, which
            // prints its games under the same lock, prints nothing after
            // them; `play` keeps its record there and prints elsewhere.
            std::thread::spawn(move || {
                let words = kept.lock().unwrap_or_else(PoisonError::into_inner);
                if !words.is_empty() {
                    let _ = writeln!(std::io::stdout(), "{words}");
                }
                let _ = std::io::stdout().flush();
                std::process::exit(128 + signal);
            });
            std::thread::sleep(std::time::Duration::from_millis(500));
            std::process::exit(128 + signal);
        }
    });
}
