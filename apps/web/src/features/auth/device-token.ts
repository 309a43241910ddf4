/**
 * The browser-storage key of this browser's device token. The API issues it at registration and
 * login and trusts it past an account's daily cap of failed logins, so it names the browser, not
 * a session: it is kept apart from the auth state, which a logout clears.
 */
export const DEVICE_TOKEN_KEY = 'quadro-device';

/** The kept token, if any; anything the API would refuse is ignored rather than sent. */
export function readDeviceToken(): string | undefined {
  try {
    const token = localStorage.getItem(DEVICE_TOKEN_KEY);
    return token && token.length <= 128 ? token : undefined;
  } catch {
    return undefined;
  }
}

export function keepDeviceToken(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(DEVICE_TOKEN_KEY, token);
  } catch (error) {
    console.error('Não foi possível guardar o token deste navegador', error);
  }
}
