/**
 * The network a client is counted under by the rate limits: an IPv4 address
 * on its own, an IPv6 address by its /64. One IPv6 customer line or server
 * gets a whole /64 (2^64 addresses), so counting each address apart would let
 * one client pick a fresh address, and a fresh allowance, for every request.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((n) => n <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a dotted IPv4 tail converted), or null if it is not one. */
export function ipv6Groups(address: string): number[] | null {
  // A zone ("fe80::1%eth0") names the interface, not the address; brackets come from URLs.
  let text = address
    .split("%")[0]!
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  const lastColon = text.lastIndexOf(":");
  if (lastColon < 0) return null;
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    const octets = ipv4Octets(tail);
    if (!octets) return null;
    const [a, b, c, d] = octets as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : Number.NaN)));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const zeros = 8 - head.length - rest.length;
  return zeros >= 1 ? [...head, ...Array<number>(zeros).fill(0), ...rest] : null;
}

/** "203.0.113.7" → itself; "2001:db8:1:2:aa::1" → "2001:db8:1:2::/64"; anything else unchanged. */
export function clientNetwork(ip: string): string {
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
