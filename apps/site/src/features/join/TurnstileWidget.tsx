// Cloudflare Turnstile, when the server names it as the CAPTCHA: its script (loaded once, on the first sign-up form
// that needs it) renders the widget into a box, and the token it hands over is the form's captchaToken. A token is
// single use: when the form clears it (a refused sign-up), the widget is reset for a new one.
import { useEffect, useRef } from 'react';

interface Turnstile {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export function TurnstileWidget({
  siteKey,
  token,
  onToken,
}: {
  siteKey: string;
  token: string;
  onToken: (token: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string } | null>(null);
  const latest = useRef(onToken);
  useEffect(() => {
    latest.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let gone = false;
    void loadTurnstile().then((turnstile) => {
      if (gone || !box.current) return;
      const id = turnstile.render(box.current, {
        sitekey: siteKey,
        callback: (answer: string) => latest.current(answer),
        'expired-callback': () => latest.current(''),
        'error-callback': () => latest.current(''),
      });
      widget.current = { turnstile, id };
    });
    return () => {
      gone = true;
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey]);

  useEffect(() => {
    if (token === '' && widget.current) widget.current.turnstile.reset(widget.current.id);
  }, [token]);

  return <div ref={box} />;
}
