//! Runs work on a thread of its own and waits a while for it, so that an
//! endless loop in an answer fails with a message instead of hanging the
//! runner (rustlings shows only "Please wait..." while a check runs).

/// `work`'s result, or a failure saying `why` once `seconds` have passed.
pub fn in_time<T: Send + 'static>(
    seconds: u64,
    why: &str,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (done, finished) = std::sync::mpsc::channel();
    let worker = std::thread::spawn(move || {
        let _ = done.send(work());
    });
    let wait = std::time::Duration::from_secs(seconds);
    match finished.recv_timeout(wait) {
        Ok(answer) => answer,
        Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
            panic!("\n\nNot finished after {seconds} seconds. {why}\n")
        }
        Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
            match worker.join() {
                Err(panic) => std::panic::resume_unwind(panic),
                Ok(()) => unreachable!("the worker sends before it ends"),
            }
        }
    }
}
