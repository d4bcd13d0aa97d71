import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from './Toast';
import type { ToastAction, ToastTone } from './Toast';
import { useAutoDismiss } from './useAutoDismiss';
import { Region, Viewport } from './Toast.styles';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  action?: ToastAction;
  /** Milliseconds before the toast dismisses itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

export const DEFAULT_TOAST_DURATION = 5000;
/** Older toasts are dropped beyond this many, so the stack never covers the page. */
export const MAX_VISIBLE_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default auto-dismiss delay in ms. */
  duration?: number;
  /** Accessible name of the notifications region. */
  label?: string;
}

/**
 * Holds the toast stack and renders it in two live regions that exist before any toast arrives (so screen
 * readers announce additions): polite `role="status"` for info/success, assertive `role="alert"` for danger.
 * Hovering or focusing the stack pauses every timer.
 */
export function ToastProvider({
  children,
  duration = DEFAULT_TOAST_DURATION,
  label = 'Notifications',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);

  // A removed element takes focus with it without a blur event, so a click inside a toast (dismiss or action)
  // clears the focus pause itself; otherwise the remaining toasts would stay paused.
  const dismissFromInside = useCallback(
    (id: string) => {
      setFocused(false);
      dismiss(id);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const paused = hovered || focused;
  const byUrgency = (urgent: boolean) =>
    toasts
      .filter((toast) => (toast.tone === 'danger') === urgent)
      .map((toast) => (
        <TimedToast
          key={toast.id}
          entry={toast}
          duration={toast.duration ?? duration}
          paused={paused}
          onTimeout={dismiss}
          onDismiss={dismissFromInside}
        />
      ));

  const viewport = (
    <Viewport
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-empty={toasts.length === 0 || undefined}
    >
      <Region role="alert">{byUrgency(true)}</Region>
      <Region role="status">{byUrgency(false)}</Region>
    </Viewport>
  );
  const target = typeof document === 'undefined' ? null : document.body;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target ? createPortal(viewport, target) : viewport}
    </ToastContext.Provider>
  );
}

function TimedToast({
  entry,
  duration,
  paused,
  onTimeout,
  onDismiss,
}: {
  entry: ToastEntry;
  duration: number;
  paused: boolean;
  onTimeout: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const { id, title, description, tone, action } = entry;
  const timeOut = useCallback(() => onTimeout(id), [id, onTimeout]);
  const dismissThis = () => onDismiss(id);
  useAutoDismiss(duration, paused, timeOut);
  return (
    <Toast
      title={title}
      description={description}
      tone={tone}
      action={
        action && {
          label: action.label,
          onClick: () => {
            action.onClick();
            dismissThis();
          },
        }
      }
      onDismiss={dismissThis}
    />
  );
}

/** `show()` and `dismiss()` for the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}
