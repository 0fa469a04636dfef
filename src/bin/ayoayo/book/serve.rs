//! Serves the built book's files on the loopback address, with `tiny_http`
//! (behind the `book` feature, like building the book). The pages need
//! nothing more: they run the crate themselves, compiled to WebAssembly, so
//! any static file server does as well.
//!
//! A few worker threads take requests from one queue, so many parallel
//! requests wait their turn instead of starting a thread each. Requests
//! that are not `GET` or `HEAD` get `405`, and paths outside the book
//! `404`; nothing a client sends can stop the server.

use std::path::{Component, Path, PathBuf};

/// How many requests are answered at once.
#[cfg(feature = "book")]
const WORKERS: usize = 4;

/// Serves the files under `root` on `listener` until the process ends.
#[cfg(feature = "book")]
pub fn serve(
    root: &Path,
    listener: std::net::TcpListener,
) -> Result<(), String> {
    let server = std::sync::Arc::new(
        tiny_http::Server::from_listener(listener, None)
            .map_err(|e| e.to_string())?,
    );
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let (server, root) = (server.clone(), root.to_path_buf());
            std::thread::spawn(move || {
                for request in server.incoming_requests() {
                    let _ = answer(&root, request);
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.join();
    }
    Ok(())
}

#[cfg(feature = "book")]
fn answer(root: &Path, request: tiny_http::Request) -> std::io::Result<()> {
    use tiny_http::{Header, Method, Response};
    let header = |kind: &str| {
        Header::from_bytes(&b"Content-Type"[..], kind.as_bytes())
            .expect("a valid header")
    };
    let target = request.url().to_string();
    if !matches!(request.method(), Method::Get | Method::Head) {
        let response =
            Response::from_string("only GET and HEAD\n").with_status_code(405);
        return request.respond(response.with_header(header("text/plain")));
    }
    match resolve(root, &target)
        .and_then(|path| std::fs::read(&path).ok().map(|b| (path, b)))
    {
        Some((path, body)) => {
            let response = Response::from_data(body)
                .with_header(header(content_type(&path)));
            request.respond(response)
        }
        None => {
            let body = std::fs::read(root.join("404.html"))
                .unwrap_or_else(|_| b"not found\n".to_vec());
            let response = Response::from_data(body).with_status_code(404);
            request.respond(
                response.with_header(header("text/html; charset=utf-8")),
            )
        }
    }
}

/// The file a request path names, if it is inside `root`.
#[cfg_attr(not(feature = "book"), allow(dead_code))]
pub fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let path = percent_decode(path);
    let relative = Path::new(path.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return None;
    }
    let mut full = root.join(relative);
    if full.is_dir() {
        full = full.join("index.html");
    }
    full.is_file().then_some(full)
}

/// The path with its `%XX` escapes decoded (bytes that are not UTF-8
/// replaced).
#[cfg_attr(not(feature = "book"), allow(dead_code))]
fn percent_decode(s: &str) -> String {
    percent_encoding::percent_decode_str(s)
        .decode_utf8_lossy()
        .into_owned()
}

#[cfg_attr(not(feature = "book"), allow(dead_code))]
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
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

    #[test]
    fn refuses_paths_that_leave_the_root() {
        let root = std::env::temp_dir();
        assert_eq!(resolve(&root, "/../etc/passwd"), None);
        assert_eq!(resolve(&root, "/%2e%2e/etc/passwd"), None);
    }

    #[test]
    fn decodes_percent_escapes() {
        assert_eq!(percent_decode("/a%20b.html"), "/a b.html");
        assert_eq!(percent_decode("/50%"), "/50%");
        assert_eq!(percent_decode("/%é"), "/%é");
    }
}
