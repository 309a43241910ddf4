import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a login comes from, as `login_failures` counts it: an IPv4 address as it is (an
 * IPv4-mapped IPv6 one too), an IPv6 address by its /64 prefix, since one subscriber is handed a
 * whole /64 and could otherwise try from as many addresses as it likes.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  // An embedded IPv4 tail fills the last two groups, never the first four.
  const right = tail === undefined ? [] : groups(tail);
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = Array<string>(8 - width(left) - width(right)).fill('0');
  const prefix = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
