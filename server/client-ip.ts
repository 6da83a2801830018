/**
 * The client's IP as the server sees it: the socket peer, or — only when that
 * peer is one of TRUSTED_PROXIES — the right-most address of X-Forwarded-For
 * that is not itself a trusted proxy. A client cannot choose its own IP by
 * sending a header (decisions.md, "Client IPs for rate limits").
 */
export function normaliseIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

export function resolveClientIp(peer: string | undefined, forwardedFor: string | null, trustedProxies: readonly string[]): string {
  const socketIp = normaliseIp(peer ?? "unknown");
  if (!forwardedFor || !trustedProxies.includes(socketIp)) return socketIp;
  const hops = forwardedFor
    .split(",")
    .map((s) => normaliseIp(s.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return socketIp;
}
