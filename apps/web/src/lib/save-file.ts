/**
 * How long a saved file's object URL outlives the click: some browsers (Safari) read it only
 * after the click has returned, and fail the download when it is already revoked.
 */
export const REVOKE_AFTER_MS = 10_000;

/** Hands `blob` to the browser as a download named `filename`, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
