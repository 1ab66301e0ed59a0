/** Where passkeys belong: the RP ID given to authenticators and the origin responses must name. */
export interface RelyingParty {
  id: string;
  origin: string;
}

const isLoopback = (hostname: string) =>
  hostname === "localhost" ||
  hostname.endsWith(".localhost") ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === "[::1]";

/**
 * The site's own address (SITE_URL) normally: a passkey made for it works for it alone, and a
 * forged Host header cannot move it elsewhere. A request that arrives for a loopback address
 * (the tests, a developer's machine) uses that address instead, since SITE_URL there names
 * some other port or the public host. A forged `Host: localhost` sent to the public server
 * gains nothing: browsers sign the origin and RP ID they really used, so the site's passkeys
 * do not verify for a loopback RP ID, nor a loopback passkey for the site.
 */
export function relyingParty(siteUrl: string, requestUrl: string): RelyingParty {
  const request = new URL(requestUrl);
  const chosen = isLoopback(request.hostname) ? request : new URL(siteUrl);
  return { id: chosen.hostname, origin: chosen.origin };
}
