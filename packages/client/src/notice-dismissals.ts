// The session notices (SPEC point 3) a member dismissed, kept for the browser session in a cookie rather than in
// sessionStorage: member pages are rendered on the server, which sees the page request's cookies but not the tab's
// storage. With sessionStorage the server rendered a dismissed banner that the browser's first render left out (a
// hydration mismatch, and the banner showed until the page's code ran). Logout clears it (session.ts).
import type { NoticeKind } from '@app/contract';
import { noticeKinds } from '@app/contract';
import { readCookie } from './http.ts';
import { noticeDismissalsCookie } from './storage-keys.ts';

export interface NoticeDismissalsOptions {
  /** The cookie string: document.cookie in the browser, the page request's Cookie header on the server. */
  readCookies: () => string;
  /** Sets one cookie, as `document.cookie = …` does (the server's render writes none). */
  writeCookie: (cookie: string) => void;
}

export interface NoticeDismissals {
  has(kind: NoticeKind): boolean;
  add(kind: NoticeKind): void;
  /** Forgets every dismissal (logout). */
  clear(): void;
}

const isNoticeKind = (value: string): value is NoticeKind =>
  (noticeKinds as readonly string[]).includes(value);

/** Kinds are joined with '.', which a cookie value may hold unencoded (a comma it may not). */
export function createNoticeDismissals({
  readCookies,
  writeCookie,
}: NoticeDismissalsOptions): NoticeDismissals {
  const read = () =>
    new Set((readCookie(readCookies(), noticeDismissalsCookie) ?? '').split('.').filter(isNoticeKind));
  // No Expires or Max-Age: the browser drops it when its session ends. Path=/ so every page's request carries it.
  const write = (kinds: ReadonlySet<NoticeKind>) =>
    writeCookie(
      kinds.size > 0
        ? `${noticeDismissalsCookie}=${[...kinds].join('.')}; Path=/; SameSite=Lax`
        : `${noticeDismissalsCookie}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  return {
    has: (kind) => read().has(kind),
    add(kind) {
      const kinds = read();
      if (!kinds.has(kind)) write(kinds.add(kind));
    },
    clear() {
      if (read().size > 0) write(new Set());
    },
  };
}
