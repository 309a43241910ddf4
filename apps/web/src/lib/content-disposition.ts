/** `filename*=charset'language'value` (RFC 8187); only UTF-8 is read, as browsers do. */
const EXTENDED = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]*)/i;
/** `filename="value"` (backslash escapes inside the quotes) or `filename=token`. */
const PLAIN = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/**
 * The file name a `Content-Disposition` header gives (RFC 6266): the UTF-8 `filename*` when it is
 * there and readable (it keeps accents), else the plain `filename`; null when it names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED.exec(header);
  if (extended?.[1]?.toLowerCase() === 'utf-8' && extended[2]) {
    try {
      return decodeURIComponent(extended[2]);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = PLAIN.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || null;
}
