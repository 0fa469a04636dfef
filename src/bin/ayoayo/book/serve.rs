//! Serves the built book's files, held in memory, on the loopback address.
//! The pages need nothing more: they run the crate themselves, compiled to
//! WebAssembly, so any static file server does as well.
//!
//! Each connection carries one request and is then closed, and each has a
//! few seconds in all ([`LIMITS`]): a second to send its request and five
//! for the whole exchange. A client that sends slowly, or asks and never
//! reads the answer, holds one of the workers for a few seconds at most,
//! so no one client's request can keep the others waiting long, or stop
//! the server. A local program that opens hundreds of idle connections a
//! second can still keep every worker busy while it runs: the server is
//! for the reader's own machine, on loopback only, and recovers as soon as
//! it stops. Requests that are not `GET` or `HEAD` get `405`, and paths
//! outside the book `404`.
//!
//! (A small server of its own rather than a crate's: `tiny_http`, used
//! before, sets no time limit on a connection, and a client that never
//! read its answers kept every worker waiting.)

use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Component, Path};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::folder::Files;

/// How long a connection may take, and how many are answered at once.
#[derive(Clone, Copy)]
pub struct Limits {
    /// How many connections are answered at once. A browser opens six at
    /// a time to one server; the rest leave room for a few slow or idle
    /// clients, each held for at most `time`.
    pub workers: usize,
    /// The longest a client may take to send its request's first line and
    /// headers.
    pub read_time: Duration,
    /// The longest one connection is kept, reading and writing together.
    pub time: Duration,
}

/// The book's server's limits (the tests use smaller ones, to wait less).
pub const LIMITS: Limits = Limits {
    workers: 32,
    read_time: Duration::from_secs(1),
    time: Duration::from_secs(5),
};

/// How many accepted connections may wait for a worker; past that, new
/// ones wait in the system's queue until a worker is free.
const QUEUE: usize = 64;

/// The longest request head read; a longer one is refused.
const MAX_HEAD: usize = 8 * 1024;

/// Serves `files` on `listener` until the process ends.
pub fn serve(
    files: Files,
    listener: TcpListener,
    limits: Limits,
) -> Result<(), String> {
    let files = Arc::new(files);
    let (sender, receiver): (SyncSender<TcpStream>, Receiver<TcpStream>) =
        mpsc::sync_channel(QUEUE);
    let receiver = Arc::new(Mutex::new(receiver));
    for _ in 0..limits.workers {
        let (receiver, files) = (receiver.clone(), files.clone());
        // A worker holds a request head at a time: a small stack is
        // plenty.
        let worker = move || loop {
            // The lock is held only to take the next connection.
            let next = receiver.lock().map(|r| r.recv());
            match next {
                Ok(Ok(stream)) => answer(&files, stream, limits),
                _ => return,
            }
        };
        thread::Builder::new()
            .stack_size(128 * 1024)
            .spawn(worker)
            .map_err(|e| format!("cannot start a worker: {e}"))?;
    }
    for stream in listener.incoming() {
        match stream {
            Ok(stream) => {
                if sender.send(stream).is_err() {
                    return Err("every worker stopped".to_string());
                }
            }
            // A connection that failed before it was accepted, or no file
            // descriptor left for now: wait a moment and go on.
            Err(_) => thread::sleep(Duration::from_millis(10)),
        }
    }
    Ok(())
}

/// Answers the one request on `stream`, within the limits' time.
fn answer(files: &Files, mut stream: TcpStream, limits: Limits) {
    let deadline = Instant::now() + limits.time;
    let read_by = (Instant::now() + limits.read_time).min(deadline);
    let reply = match read_head(&mut stream, read_by) {
        Some(head) => respond(files, &head),
        None => Reply::status(
            400,
            &format!("a request line and headers, within {MAX_HEAD} bytes"),
        ),
    };
    let _ = write(&mut stream, reply, deadline);
    let _ = stream.shutdown(Shutdown::Both);
}

/// A response: status, content type, body, and whether to send the body
/// (not for `HEAD`). A file's body is the book's own copy, shared.
struct Reply {
    status: u16,
    kind: &'static str,
    body: Arc<[u8]>,
    send_body: bool,
}

impl Reply {
    fn status(status: u16, text: &str) -> Reply {
        Reply {
            status,
            kind: "text/plain; charset=utf-8",
            body: format!("{text}\n").into_bytes().into(),
            send_body: true,
        }
    }
}

/// The request's head (its first line and headers) as text, or `None` if
/// it is not all there by `read_by` and within [`MAX_HEAD`] bytes.
fn read_head(stream: &mut TcpStream, read_by: Instant) -> Option<String> {
    let mut head = Vec::new();
    let mut buf = [0; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n")
        && !head.windows(2).any(|w| w == b"\n\n")
    {
        let left = read_by.checked_duration_since(Instant::now())?;
        stream
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .ok()?;
        let n = stream.read(&mut buf).ok()?;
        if n == 0 || head.len() + n > MAX_HEAD {
            return None;
        }
        head.extend_from_slice(&buf[..n]);
    }
    Some(String::from_utf8_lossy(&head).into_owned())
}

/// The reply to a request whose head is `head`.
fn respond(files: &Files, head: &str) -> Reply {
    let mut words = head.lines().next().unwrap_or("").split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next());
    let Some(target) = target else {
        return Reply::status(400, "a request line: METHOD PATH VERSION");
    };
    if method != "GET" && method != "HEAD" {
        return Reply::status(405, "only GET and HEAD");
    }
    let send_body = method == "GET";
    match file_for(files, target) {
        Some((path, body)) => Reply {
            status: 200,
            kind: content_type(path),
            body: body.clone(),
            send_body,
        },
        None => Reply {
            status: 404,
            kind: "text/html; charset=utf-8",
            body: files
                .get("404.html")
                .cloned()
                .unwrap_or_else(|| b"not found\n".to_vec().into()),
            send_body,
        },
    }
}

/// Writes `reply` a piece at a time, giving up at `deadline`.
fn write(
    stream: &mut TcpStream,
    reply: Reply,
    deadline: Instant,
) -> io::Result<()> {
    let reason = match reply.status {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "Error",
    };
    let length = reply.body.len();
    let head = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {}\r\nContent-Length: {length}\r\n\
         Connection: close\r\n\r\n",
        reply.status, reply.kind,
    );
    let mut send = |chunk: &[u8]| -> io::Result<()> {
        let left = deadline
            .checked_duration_since(Instant::now())
            .ok_or(io::ErrorKind::TimedOut)?;
        stream.set_write_timeout(Some(left.max(Duration::from_millis(1))))?;
        stream.write_all(chunk)
    };
    send(head.as_bytes())?;
    if reply.send_body {
        // A piece at a time, each within the time left.
        for piece in reply.body.chunks(16 * 1024) {
            send(piece)?;
        }
    }
    stream.flush()
}

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
    let index = match path.is_empty() {
        true => "index.html".to_string(),
        false => format!("{path}/index.html"),
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
        workers: 8,
        read_time: Duration::from_millis(300),
        time: Duration::from_millis(600),
    };

    /// A server on a free port, serving [`book`].
    fn server() -> std::net::SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        thread::spawn(move || serve(book(), listener, TEST));
        address
    }

    fn get(address: std::net::SocketAddr, path: &str) -> String {
        let mut stream = TcpStream::connect(address).unwrap();
        // Not a time limit on the answer: only so that a server that never
        // answers fails this test instead of hanging it.
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    }

    #[test]
    fn clients_that_never_read_do_not_keep_others_waiting() {
        let address = server();
        // As many clients as workers, each asking for the large file many
        // times over, pipelined, and never reading a byte.
        let hogs: Vec<TcpStream> = (0..TEST.workers)
            .map(|_| {
                let mut s = TcpStream::connect(address).unwrap();
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
        let address = server();
        let mut silent = TcpStream::connect(address).unwrap();
        silent
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut answer = String::new();
        let _ = silent.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
        let answer = get(address, "/index.html?x#y");
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
        let answer = get(address, "http://127.0.0.1/css/book.css");
        assert!(answer.ends_with("\r\n\r\ncss/book.css"), "{answer}");
        let answer = get(address, "/missing.html");
        assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
    }
}
