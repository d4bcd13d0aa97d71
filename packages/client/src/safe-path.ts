// Where the site may send a member after a login or a purchase (`?redirectTo=`, `?continue=`): anyone can craft
// those addresses, so only a path of this site is followed.

/** A placeholder origin to resolve paths against: only whether resolving leaves it matters. */
const BASE = 'https://site.invalid';

/**
 * Control and format characters, whitespace and backslashes: browsers strip tabs and newlines from a URL
 * (`/\t/evil.test` is `//evil.test`) and read a backslash as a slash.
 */
const UNSAFE_CHARACTER = /[\s\p{C}\\]/u;
/** The same, percent-encoded (C0 controls, DEL, backslash): no page of ours has them, one more decoding makes them raw. */
const UNSAFE_ESCAPE = /%(?:[01][0-9a-f]|7f|5c)/i;

/** Does `path` resolve to a path of the base origin (never one that starts `//`, another host once re-read)? */
function staysHere(path: string): boolean {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * `value` when it is a path of this site (`/lists/wlm?page=2`), else `fallback`: it starts with one `/`, has no
 * control character, whitespace or backslash (raw or percent-encoded), and stays on this origin both as given and
 * decoded once more (`/%2F/evil.test`).
 */
export function sameSitePath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || UNSAFE_CHARACTER.test(value) || UNSAFE_ESCAPE.test(value)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  return staysHere(value) && staysHere(decoded) ? value : fallback;
}
