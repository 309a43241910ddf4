/** Image hosts an avatar may come from (a host or any of its subdomains), spec §5. */
export const AVATAR_HOSTS = [
  'gravatar.com',
  'githubusercontent.com',
  'googleusercontent.com',
  'fbcdn.net',
  'licdn.com',
  'cloudinary.com',
  'imgix.net',
  'amazonaws.com',
] as const;

/** The URL when it is https on an allowed host; otherwise null, and the default avatar shows. */
export function safeAvatarUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port)
    return null;
  const host = parsed.hostname.toLowerCase();
  return AVATAR_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    ? parsed.href
    : null;
}
