import {
  PRESENCE_ACTIVE_WINDOW_MS,
  PRESENCE_OFFLINE_AFTER_HIDE_MS,
  PRESENCE_ONLINE_THROTTLE_MS,
  PRESENCE_PING_INTERVAL_MS,
} from '@quadro/contracts';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/http';
import { sendPing, sendPresenceStatus } from '../api/presence';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'];

/** Presence is best effort: a 401 is expected after logout and says nothing (spec §8). */
function quietly(call: Promise<void>) {
  call.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return;
    console.warn('Falha ao atualizar a presença', error);
  });
}

/**
 * Tells the server this user is here while a board is open (spec §4, §9): online at once
 * (at most every 10 s), a ping every 2 min if active in the last 5 min, offline 5 s after the
 * tab hides (cancelled if it comes back) and on unload.
 */
export function usePresence(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let lastOnline = Number.NEGATIVE_INFINITY;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;

    const markActive = () => {
      lastActivity = Date.now();
    };
    const goOnline = () => {
      const now = Date.now();
      if (now - lastOnline < PRESENCE_ONLINE_THROTTLE_MS) return;
      lastOnline = now;
      quietly(sendPresenceStatus(true));
    };
    const onVisibilityChange = () => {
      clearTimeout(hideTimer);
      if (document.visibilityState === 'hidden') {
        hideTimer = setTimeout(() => {
          quietly(sendPresenceStatus(false));
        }, PRESENCE_OFFLINE_AFTER_HIDE_MS);
      } else {
        goOnline();
      }
    };
    const onPageHide = () => quietly(sendPresenceStatus(false, { keepalive: true }));

    // A hidden tab said it went offline: a ping would bring it back online.
    const pingTimer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      if (Date.now() - lastActivity <= PRESENCE_ACTIVE_WINDOW_MS) quietly(sendPing());
    }, PRESENCE_PING_INTERVAL_MS);

    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, markActive, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    if (document.visibilityState !== 'hidden') goOnline();

    return () => {
      clearInterval(pingTimer);
      clearTimeout(hideTimer);
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, markActive, { capture: true });
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [enabled]);
}
