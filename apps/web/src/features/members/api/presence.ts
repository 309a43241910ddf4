import { http } from '../../../lib/http';

// Presence is best effort: a 401 here must not end the session (spec §8), so these calls skip
// the client's refresh-and-logout path. The unload call uses fetch keepalive rather than
// sendBeacon, because a beacon cannot carry the bearer token.

export const sendPing = () =>
  http.post<void>('/users/ping', undefined, { ignoreUnauthorized: true });

export const sendPresenceStatus = (isOnline: boolean, { keepalive = false } = {}) =>
  http.post<void>('/users/status', { isOnline }, { ignoreUnauthorized: true, keepalive });
