/**
 * An avatar image is shown only from an https URL (spec §5); anything else falls back to the
 * first letter. The host allow-list of spec §5 is enforced by the API where the URL is accepted.
 */
export function safeAvatarUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function initialOf(name: string | null | undefined, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').trim() || '?';
  return source.charAt(0).toLocaleUpperCase('pt-BR');
}
