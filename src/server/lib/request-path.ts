// How a request target reads once every spelling trick is undone: absolute form
// (`http://host/api/x`), percent-escapes (`/%61pi`), doubled slashes, dot segments
// and case. Used only to present requests that match no route (a JSON 404 or a
// 401 instead of the web app); access to matched routes never depends on it.

function decodeRepeatedly(text: string): string {
  let current = text;
  // A few rounds undo double encoding (`%2561` → `%61` → `a`) without looping on hostile input.
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The normalised path of a raw request target, lower case, without query or fragment. */
export function normalisedPath(rawTarget: string): string {
  const withoutQuery = rawTarget.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeRepeatedly(withoutQuery).replaceAll('\\', '/');
  const relative = decoded.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  let pathname: string;
  try {
    pathname = new URL(`http://x/${relative.replace(/^\/+/, '')}`).pathname;
  } catch {
    pathname = relative;
  }
  return decodeRepeatedly(pathname)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
}

export function looksLikeApiPath(rawTarget: string): boolean {
  const path = normalisedPath(rawTarget);
  return path === '/api' || path.startsWith('/api/');
}
