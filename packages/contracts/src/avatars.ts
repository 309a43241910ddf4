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

const hosts = AVATAR_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|');

/**
 * The allow-list as one case-insensitive pattern that JavaScript and PostgreSQL (`~*`) read alike,
 * so an avatar is judged the same where the API presents rows and where the database builds JSON:
 * https, an allowed host or subdomain, no credentials or port, and only URL characters after it.
 */
export const AVATAR_URL_PATTERN = `^https://([a-z0-9-]+\\.)*(${hosts})(/[a-z0-9._~!$&'()*+,;=:@%/?#-]*)?$`;

const avatarUrl = new RegExp(AVATAR_URL_PATTERN, 'i');

/** The URL when it is https on an allowed host; otherwise null, and the default avatar shows. */
export function safeAvatarUrl(url: string | null | undefined): string | null {
  return url && avatarUrl.test(url) ? url : null;
}
