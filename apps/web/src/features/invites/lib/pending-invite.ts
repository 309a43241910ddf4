/** The browser-storage key of the invite a visitor opened before having an account. */
export const PENDING_INVITE_KEY = 'quadro-pending-invite';

export function storePendingInvite(token: string): void {
  try {
    localStorage.setItem(PENDING_INVITE_KEY, token);
  } catch (error) {
    console.error('Não foi possível guardar o convite', error);
  }
}

export function removePendingInvite(): void {
  try {
    localStorage.removeItem(PENDING_INVITE_KEY);
  } catch (error) {
    console.error('Não foi possível remover o convite', error);
  }
}
