export function initialOf(name: string | null | undefined, email?: string | null): string {
  const source = (name ?? '').trim() || (email ?? '').trim() || '?';
  return source.charAt(0).toLocaleUpperCase('pt-BR');
}
