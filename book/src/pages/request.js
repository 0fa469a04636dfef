// A request of the crate's JSON boundary: a path and its query. Every path,
// its parameters and the JSON it answers are described once, in the module
// documentation at the top of src/api.rs.

/**
 * The request target for `path` with `params`; a list becomes the
 * comma-separated form the crate reads (`moves=2,6,1`), and a parameter
 * that is `undefined` or `null` is left out.
 */
export function request(path, params = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    query.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
