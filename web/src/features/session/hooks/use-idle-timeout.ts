import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';

/** Shared by the tabs of one browser: they share one session cookie, so any tab's call keeps it alive. */
const LAST_ACTIVITY_KEY = 'lastApiActivityAt';

type SettledAction = { type: string; error?: unknown };

/**
 * Whether a settled request reached the server with the session: every answer does (the gateway
 * restarts the session's idle time on each call) except a 401, which says the session is gone, and
 * a network failure, which never got there.
 */
function refreshedSession(action: SettledAction): boolean {
  if (action.type === 'success') return true;
  if (action.type === 'error') return isApiError(action.error) && action.error.status !== 401;
  return false;
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage can be refused (private browsing); this tab still keeps its own time.
  }
}

/** Calls `onActivity` whenever a query or mutation of the cache settles in a way that refreshed the session. */
function watchApiActivity(queryClient: QueryClient, onActivity: () => void): () => void {
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && refreshedSession(event.action)) onActivity();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && refreshedSession(event.action)) onActivity();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

export interface IdleTimeoutOptions {
  /** Off while nobody is signed in. */
  enabled: boolean;
  /** How long the server keeps a session without a request. */
  timeoutMs: number;
  /** How long before the end the warning shows. */
  warningMs: number;
  onTimeout: () => void;
}

/**
 * Follows the time of the last request that reached the server. Returns the milliseconds left while
 * inside the warning window, else null; calls `onTimeout` once when the time is up. Only API calls
 * count: clicks and key presses do not keep a server session alive, so they cannot postpone its end.
 */
export function useIdleTimeout({
  enabled,
  timeoutMs,
  warningMs,
  onTimeout,
}: IdleTimeoutOptions): number | null {
  const queryClient = useQueryClient();
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    if (!enabled) {
      setRemainingMs(null);
      return;
    }
    // Signing in, or loading the page with a session, was itself a request.
    let lastActivityAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;

    const check = () => {
      clearTimeout(timer);
      const left = lastActivityAt + timeoutMs - Date.now();
      if (left <= 0) {
        ended = true;
        setRemainingMs(null);
        onTimeoutRef.current();
      } else if (left <= warningMs) {
        setRemainingMs(left);
        // Wake on the next whole second, so the countdown steps evenly.
        timer = setTimeout(check, left % 1000 || 1000);
      } else {
        setRemainingMs(null);
        timer = setTimeout(check, left - warningMs);
      }
    };
    const noteActivity = (at: number) => {
      if (ended || at <= lastActivityAt) return;
      lastActivityAt = at;
      check();
    };

    const stopWatching = watchApiActivity(queryClient, () => {
      const now = Date.now();
      shareActivity(now);
      noteActivity(now);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LAST_ACTIVITY_KEY || !event.newValue) return;
      const at = Number(event.newValue);
      if (Number.isFinite(at)) noteActivity(Math.min(at, Date.now()));
    };
    window.addEventListener('storage', onStorage);
    check();

    return () => {
      clearTimeout(timer);
      stopWatching();
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled, timeoutMs, warningMs, queryClient]);

  return enabled ? remainingMs : null;
}
