//! Serves the built book's folder on the loopback address until the reader
//! stops it with Ctrl-C (or the process is asked to end). The pages need
//! nothing more: they run the crate themselves, compiled to WebAssembly,
//! so any static file server does as well.
//!
//! tower-http's `ServeDir` answers each request: the file it names, a
//! folder's `index.html`, the book's `404.html` for anything else, and
//! `405` for a method other than `GET` and `HEAD`. hyper speaks HTTP, on one
//! thread. Each connection carries one request and is then closed, and each
//! has a few seconds in all ([`LIMITS`]): a second to send its request's
//! head and five for the whole exchange. A client that sends slowly, or asks
//! and never reads the answer, holds one of the connections for a few
//! seconds at most, so no one client can keep the others waiting long, or
//! stop the server. A local program that opens hundreds of idle connections
//! a second can still fill every slot while it runs: the server is for the
//! reader's own machine, on loopback only, and recovers as soon as it stops.
//!
//! Its tests run with `cargo test -p ayoayo-book` (`.ci/run`'s book stage
//! does; `cargo test` alone leaves this package out).

use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// How long a connection may take, and how many are answered at once.
#[derive(Clone, Copy)]
pub struct Limits {
    /// How many connections are answered at once; the rest wait in the
    /// system's queue. A browser opens six at a time to one server; the
    /// rest leave room for slow or idle clients, each held for at most
    /// `time`.
    pub connections: usize,
    /// The longest a client may take to send its request's first line and
    /// headers.
    pub read_time: Duration,
    /// The longest one connection is kept, reading and writing together.
    pub time: Duration,
}

/// The book's server's limits (the tests use smaller ones, to wait less).
pub const LIMITS: Limits = Limits {
    connections: 64,
    read_time: Duration::from_secs(1),
    time: Duration::from_secs(5),
};

/// Serves the folder `book` on `listener` until the process is asked to
/// stop (Ctrl-C, or a request to terminate), and then returns, so that the
/// caller can clean up.
pub fn serve(
    book: &Path,
    listener: TcpListener,
    limits: Limits,
) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("cannot serve: {e}");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(failed)?;
    let _inside = runtime.enter();
    listener.set_nonblocking(true).map_err(failed)?;
    let listener =
        tokio::net::TcpListener::from_std(listener).map_err(failed)?;
    let stop = stop_asked().map_err(failed)?;
    runtime.block_on(async move {
        tokio::select! {
            served = accept(book, listener, limits) => served,
            () = stop => Ok(()),
        }
    })
}

/// Answers connections on `listener` with the files of `book`.
async fn accept(
    book: &Path,
    listener: tokio::net::TcpListener,
    limits: Limits,
) -> Result<(), String> {
    use hyper::server::conn::http1;
    use hyper_util::rt::{TokioIo, TokioTimer};
    use hyper_util::service::TowerToHyperService;
    use tower_http::services::{ServeDir, ServeFile};

    let files = ServeDir::new(book)
        .not_found_service(ServeFile::new(book.join("404.html")));
    let connection_slots =
        Arc::new(tokio::sync::Semaphore::new(limits.connections));
    loop {
        // A free slot first, so that a connection past the limit waits in
        // the system's queue rather than here.
        let Ok(slot) = connection_slots.clone().acquire_owned().await else {
            return Err("the server's connections were closed".into());
        };
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // A connection that failed before it was accepted, or no file
            // descriptor left for now: wait a moment and go on.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let exchange = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.read_time)
            .keep_alive(false)
            .serve_connection(
                TokioIo::new(stream),
                TowerToHyperService::new(files.clone()),
            );
        tokio::spawn(async move {
            // Past its time the exchange is dropped, and with it the
            // connection.
            let _ = tokio::time::timeout(limits.time, exchange).await;
            drop(slot);
        });
    }
}

/// Ends when the reader presses Ctrl-C or the process is asked to
/// terminate.
fn stop_asked() -> std::io::Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    let mut terminate = tokio::signal::unix::signal(
        tokio::signal::unix::SignalKind::terminate(),
    )?;
    Ok(async move {
        #[cfg(unix)]
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = terminate.recv() => {}
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A book of a few files, as a build would lay them out, in a folder
    /// that lasts as long as the test.
    fn book() -> tempfile::TempDir {
        let book = tempfile::tempdir().unwrap();
        let dir = book.path();
        std::fs::create_dir(dir.join("css")).unwrap();
        for path in ["index.html", "404.html", "css/book.css", "ayoayo.wasm"] {
            std::fs::write(dir.join(path), path).unwrap();
        }
        // Larger than the socket buffers, so a client that never reads
        // leaves the writer waiting.
        std::fs::write(dir.join("big.wasm"), vec![0u8; 8 << 20]).unwrap();
        book
    }

    /// Smaller limits than the book's, so that the tests wait less.
    const TEST: Limits = Limits {
        connections: 8,
        read_time: Duration::from_millis(300),
        time: Duration::from_millis(600),
    };

    /// A server on a free port, serving [`book`] (kept for the test's
    /// length by the folder returned).
    fn server() -> (std::net::SocketAddr, tempfile::TempDir) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let folder = book();
        let served = folder.path().to_path_buf();
        std::thread::spawn(move || serve(&served, listener, TEST));
        (address, folder)
    }

    /// What the server at `address` answers to `request`, read to the end.
    fn ask(address: std::net::SocketAddr, request: &str) -> String {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(address).unwrap();
        // Not a time limit on the answer: only so that a server that never
        // answers fails this test instead of hanging it.
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    }

    fn get(address: std::net::SocketAddr, path: &str) -> String {
        ask(address, &format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n"))
    }

    #[test]
    fn files_folders_and_missing_pages_are_answered_as_a_reader_expects() {
        let (address, _book) = server();
        for (path, body) in [
            ("/", "index.html"),
            ("/index.html?next=http://evil/x.html#y", "index.html"),
            ("http://127.0.0.1/css/book.css", "css/book.css"),
        ] {
            let answer = get(address, path);
            assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
            assert!(answer.ends_with(&format!("\r\n\r\n{body}")), "{answer}");
        }
        // A browser runs a module only if it is served as WebAssembly.
        let answer = get(address, "/ayoayo.wasm");
        assert!(
            answer.contains("content-type: application/wasm"),
            "{answer}"
        );
        for path in ["/missing.html", "/../index.html", "/%2e%2e/index.html"] {
            let answer = get(address, path);
            assert!(answer.starts_with("HTTP/1.1 404"), "{path}: {answer}");
            assert!(answer.ends_with("\r\n\r\n404.html"), "{path}: {answer}");
        }
    }

    #[test]
    fn clients_that_never_read_do_not_keep_others_waiting() {
        use std::io::Write;
        let (address, _book) = server();
        // As many clients as places, each asking for the large file many
        // times over, pipelined, and never reading a byte.
        let hogs: Vec<_> = (0..TEST.connections)
            .map(|_| {
                let mut s = std::net::TcpStream::connect(address).unwrap();
                let ask = "GET /big.wasm HTTP/1.1\r\nHost: x\r\n\r\n";
                let _ = s.write_all(ask.repeat(50).as_bytes());
                s
            })
            .collect();
        let answer = get(address, "/");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
        assert!(answer.ends_with("\r\n\r\nindex.html"), "{answer}");
        drop(hogs);
    }

    #[test]
    fn a_client_that_sends_nothing_is_let_go() {
        use std::io::Read;
        let (address, _book) = server();
        let mut silent = std::net::TcpStream::connect(address).unwrap();
        silent
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut answer = String::new();
        // The server closes the connection: the read ends.
        let _ = silent.read_to_string(&mut answer);
        assert!(!answer.contains("200 OK"), "{answer}");
        let answer = get(address, "/index.html");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
    }

    #[test]
    fn other_methods_heads_and_garbage_are_answered_as_http_says() {
        let (address, _book) = server();
        let answer = ask(address, "POST / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
        let answer = ask(address, "HEAD / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
        assert!(answer.contains("content-length: 10"), "{answer}");
        assert!(answer.ends_with("\r\n\r\n"), "a HEAD has no body: {answer}");
        let answer = ask(address, "GARBAGE\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    }
}
