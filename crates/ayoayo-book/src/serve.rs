//! Serves the built book's files, held in memory, on the loopback address.
//! The pages need nothing more: they run the crate themselves, compiled to
//! WebAssembly, so any static file server does as well.
//!
//! hyper speaks HTTP, on one thread. Each connection carries one request
//! and is then closed, and each has a few seconds in all ([`LIMITS`]): a
//! second to send its request's head and five for the whole exchange. A
//! client that sends slowly, or asks and never reads the answer, holds one
//! of the connections for a few seconds at most, so no one client can keep
//! the others waiting long, or stop the server. A local program that opens
//! hundreds of idle connections a second can still fill every slot while
//! it runs: the server is for the reader's own machine, on loopback only,
//! and recovers as soon as it stops. Requests that are not `GET` or `HEAD`
//! get `405`, and paths outside the book `404`.
//!
//! Its tests run with `cargo test -p ayoayo-book` (`.ci/run`'s book stage
//! does; `cargo test` alone leaves this package out).

use std::net::TcpListener;
use std::path::{Component, Path};
use std::sync::Arc;
use std::time::Duration;

use book_folder::Files;

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

/// Serves `files` on `listener` until the process ends.
pub fn serve(
    files: Files,
    listener: TcpListener,
    limits: Limits,
) -> Result<(), String> {
    use hyper::server::conn::http1;
    use hyper_util::rt::{TokioIo, TokioTimer};
    use tokio::sync::Semaphore;

    let failed = |e: std::io::Error| format!("cannot serve: {e}");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(failed)?;
    let _inside = runtime.enter();
    listener.set_nonblocking(true).map_err(failed)?;
    let listener =
        tokio::net::TcpListener::from_std(listener).map_err(failed)?;
    let files = Arc::new(files);
    let connection_slots = Arc::new(Semaphore::new(limits.connections));
    runtime.block_on(async move {
        loop {
            // A free slot first, so that a connection past the limit waits in
            // the system's queue rather than here.
            let Ok(slot) = connection_slots.clone().acquire_owned().await
            else {
                return Err("the server's connections were closed".into());
            };
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                // A connection that failed before it was accepted, or no
                // file descriptor left for now: wait a moment and go on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            };
            let files = files.clone();
            let answer = hyper::service::service_fn(move |request| {
                let reply = respond(&files, &request);
                async move { Ok::<_, std::convert::Infallible>(reply) }
            });
            let exchange = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.read_time)
                .keep_alive(false)
                .serve_connection(TokioIo::new(stream), answer);
            tokio::spawn(async move {
                // Past its time the exchange is dropped, and with it the
                // connection.
                let _ = tokio::time::timeout(limits.time, exchange).await;
                drop(slot);
            });
        }
    })
}

/// The reply to `request`: the file it names, `404.html` if none, or
/// `405` for a method other than `GET` and `HEAD` (hyper sends no body in
/// answer to `HEAD`).
fn respond<B>(
    files: &Files,
    request: &hyper::Request<B>,
) -> hyper::Response<http_body_util::Full<bytes::Bytes>> {
    use bytes::Bytes;
    use hyper::header::{HeaderValue, CONTENT_TYPE};
    use hyper::{Method, StatusCode};

    let reply = |status: StatusCode, kind: &'static str, body: Bytes| {
        let mut reply = hyper::Response::new(http_body_util::Full::new(body));
        *reply.status_mut() = status;
        reply
            .headers_mut()
            .insert(CONTENT_TYPE, HeaderValue::from_static(kind));
        reply
    };
    // The book's own copy of a file, shared, not copied.
    let file = |body: &Arc<[u8]>| Bytes::from_owner(body.clone());
    if ![Method::GET, Method::HEAD].contains(request.method()) {
        let text = Bytes::from_static(b"only GET and HEAD\n");
        return reply(StatusCode::METHOD_NOT_ALLOWED, TEXT, text);
    }
    let target = request.uri().path_and_query().map_or("/", |p| p.as_str());
    match (file_for(files, target), files.get("404.html")) {
        (Some((path, body)), _) => {
            reply(StatusCode::OK, content_type(path), file(body))
        }
        (None, Some(page)) => {
            reply(StatusCode::NOT_FOUND, content_type("404.html"), file(page))
        }
        (None, None) => {
            let text = Bytes::from_static(b"not found\n");
            reply(StatusCode::NOT_FOUND, TEXT, text)
        }
    }
}

/// Plain text's content type.
const TEXT: &str = "text/plain; charset=utf-8";

/// The file a request path names, with its path in the book, if neither
/// it nor a folder on its way is hidden (`.nojekyll`) and the path does
/// not climb with `..`. A folder names its `index.html`. The path may come
/// in absolute form (`http://host/path`), as HTTP allows.
pub fn file_for<'a>(
    files: &'a Files,
    target: &str,
) -> Option<(&'a str, &'a Arc<[u8]>)> {
    // The query and fragment first: a `://` in them is not a scheme.
    let target = target.split(['?', '#']).next().unwrap_or("/");
    let path = match target.split_once("://") {
        Some((_, rest)) => rest.find('/').map_or("/", |at| &rest[at..]),
        None => target,
    };
    let path = percent_decode(path);
    let relative = Path::new(path.trim_start_matches('/'));
    let hidden =
        |name: &std::ffi::OsStr| name.as_encoded_bytes().starts_with(b".");
    if relative.components().any(|c| match c {
        Component::Normal(name) => hidden(name),
        Component::CurDir => false,
        _ => true,
    }) {
        return None;
    }
    let names: Vec<_> = relative
        .components()
        .filter_map(|c| c.as_os_str().to_str())
        .filter(|&name| name != ".")
        .collect();
    let path = names.join("/");
    let index = if path.is_empty() {
        "index.html".to_string()
    } else {
        format!("{path}/index.html")
    };
    [path, index]
        .iter()
        .find_map(|p| files.get_key_value(p.as_str()))
        .map(|(path, body)| (path.as_str(), body))
}

/// The path with its `%XX` escapes decoded (bytes that are not UTF-8
/// replaced).
fn percent_decode(s: &str) -> String {
    percent_encoding::percent_decode_str(s)
        .decode_utf8_lossy()
        .into_owned()
}

fn content_type(path: &str) -> &'static str {
    match Path::new(path)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
    {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css",
        "js" => "application/javascript",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A book of a few files, as a build would hold them.
    fn book() -> Files {
        let mut files = Files::new();
        for path in ["index.html", "play.html", "css/book.css", ".nojekyll"] {
            files.insert(path.to_string(), path.as_bytes().into());
        }
        // Larger than the socket buffers, so a client that never reads
        // leaves the writer waiting.
        files.insert("big.wasm".to_string(), vec![0u8; 8 << 20].into());
        files
    }

    fn found(files: &Files, target: &str) -> Option<String> {
        file_for(files, target).map(|(path, _)| path.to_string())
    }

    #[test]
    fn refuses_paths_that_climb() {
        let files = book();
        for target in [
            "/../index.html",
            "/css/../index.html",
            "/%2e%2e/index.html",
            "http://x/../index.html",
        ] {
            assert_eq!(found(&files, target), None, "{target}");
        }
    }

    #[test]
    fn folders_name_their_index_and_dots_are_nothing() {
        let files = book();
        for target in ["/", "", "/./index.html", "/index.html", "//"] {
            assert_eq!(found(&files, target).as_deref(), Some("index.html"));
        }
        let css = found(&files, "/css/./book.css");
        assert_eq!(css.as_deref(), Some("css/book.css"));
        assert_eq!(found(&files, "/css"), None, "a folder with no index");
    }

    #[test]
    fn an_address_in_the_query_is_not_the_path() {
        let files = book();
        for target in [
            "/play.html?next=http://evil/introduction.html",
            "/play.html?u=http://x/etc/passwd",
            "/play.html#http://x/introduction.html",
            "http://host/play.html?next=http://evil/introduction.html",
        ] {
            let play = found(&files, target);
            assert_eq!(play.as_deref(), Some("play.html"), "{target}");
        }
    }

    #[test]
    fn hidden_files_are_not_served() {
        let files = book();
        assert_eq!(found(&files, "/.nojekyll"), None);
        assert_eq!(found(&files, "/%2enojekyll"), None);
    }

    /// A browser runs a module only if it is served as WebAssembly, and a
    /// module script only as JavaScript.
    #[test]
    fn each_kind_of_file_is_served_as_what_it_is() {
        for (path, kind) in [
            ("ayoayo.wasm", "application/wasm"),
            ("engine.js", "application/javascript"),
            ("part1/the-game.html", "text/html; charset=utf-8"),
            ("images/opening.svg", "image/svg+xml"),
            ("css/chrome.css", "text/css"),
            ("searchindex.json", "application/json"),
            ("FontAwesome/fonts/x.woff2", "font/woff2"),
        ] {
            assert_eq!(content_type(path), kind, "{path}");
        }
    }

    #[test]
    fn decodes_percent_escapes() {
        assert_eq!(percent_decode("/a%20b.html"), "/a b.html");
        assert_eq!(percent_decode("/50%"), "/50%");
        assert_eq!(percent_decode("/%é"), "/%é");
    }

    /// Smaller limits than the book's, so that the tests wait less.
    const TEST: Limits = Limits {
        connections: 8,
        read_time: Duration::from_millis(300),
        time: Duration::from_millis(600),
    };

    /// A server on a free port, serving [`book`].
    fn server() -> std::net::SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        std::thread::spawn(move || serve(book(), listener, TEST));
        address
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
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    }

    fn get(address: std::net::SocketAddr, path: &str) -> String {
        ask(address, &format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n"))
    }

    #[test]
    fn clients_that_never_read_do_not_keep_others_waiting() {
        use std::io::Write;
        let address = server();
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
        let address = server();
        let mut silent = std::net::TcpStream::connect(address).unwrap();
        silent
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut answer = String::new();
        // The server closes the connection: the read ends.
        let _ = silent.read_to_string(&mut answer);
        assert!(!answer.contains("200 OK"), "{answer}");
        let answer = get(address, "/index.html?x#y");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
        let answer = get(address, "http://127.0.0.1/css/book.css");
        assert!(answer.ends_with("\r\n\r\ncss/book.css"), "{answer}");
        assert!(answer.contains("content-type: text/css"), "{answer}");
    }

    #[test]
    fn missing_files_methods_and_heads_are_answered_as_http_says() {
        let address = server();
        let answer = get(address, "/missing.html");
        assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
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
