import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

// The local server writes into the owner's database and outbox, so it
// answers its own pages only. Any web page the owner opens can make the
// browser send a request to http://localhost:4321 (an HTML form, fetch in
// no-cors mode), and a page whose name is made to resolve to 127.0.0.1 (DNS
// rebinding) even reads the answers. What gives them away:
//   Host     a rebinding page's is its own name: only localhost (and
//            *.localhost) and IP addresses, which a browser only sends to
//            the address it connected to, are this server's;
//   Origin   sent with every POST and cross-origin fetch: it must be this
//            server's own (`http://` and the Host);
//   Sec-Fetch-Site  sent by current browsers with every request: a request
//            started by another site (`cross-site`, or `same-site`, another
//            port of localhost) is refused, but for following a link to a
//            page, which reads nothing and writes nothing.
// supabase-js, called by the site's own pages, sends the site's Origin and
// `same-origin`; curl and the tests send neither and are served.

const ownHostname = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(hostname) !== 0 || (/^\[.*\]$/.test(hostname) && isIP(hostname.slice(1, -1)) === 6);

/** Why the request does not come from this server's own pages, or undefined when it may be answered. */
export function foreignRequestReason(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  if (!host) return 'no Host header';
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return 'unreadable Host header';
  }
  if (!ownHostname(hostname))
    return `Host ${JSON.stringify(host.slice(0, 100))} is not this server's address (open it as http://localhost or by its IP address)`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `Origin ${JSON.stringify(origin.slice(0, 100))} is another site`;
  const site = req.headers['sec-fetch-site'];
  const isNavigation = req.headers['sec-fetch-mode'] === 'navigate' && (req.method === 'GET' || req.method === 'HEAD');
  if ((site === 'cross-site' || site === 'same-site') && !isNavigation) return `Sec-Fetch-Site: ${site}, a request started by another site`;
  return undefined;
}
