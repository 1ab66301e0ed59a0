import { contentSecurityPolicy } from "../app/lib/content-security-policy";

const style = `body{margin:0;font-family:system-ui,sans-serif;background:#0c2238;color:#fff;display:grid;place-items:center;min-height:100vh;text-align:center}
main{padding:2rem;max-width:36rem}p.code{font-size:6rem;font-weight:700;color:#ffc22e;margin:0}
a{display:inline-block;margin-top:1.5rem;background:#ffc22e;color:#07172a;padding:.8rem 1.4rem;border-radius:.4rem;font-weight:600;text-decoration:none}`;

/**
 * The last-resort page when the app itself cannot render, or a request is refused before it
 * reaches the app: self-contained, no scripts, no stack trace. The branded error page inside
 * the app covers everything else.
 */
function fallbackErrorPage(
  status: number,
  title: string,
  text = "Sorry, this page could not be shown just now. Please try again in a moment.",
): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="code">${status}</p>
<h1>${title}</h1>
<p>${text}</p>
<a href="/">Return to Home</a>
</main>
</body>
</html>`;
}

/** Sends the last-resort page with its own policy (no script at all); never cached. */
export function sendErrorPage(
  response: import("express").Response,
  options: { status: number; title: string; text?: string; https: boolean },
): void {
  response
    .status(options.status)
    .setHeader("Cache-Control", "no-store")
    .setHeader("Content-Security-Policy", contentSecurityPolicy({ https: options.https }))
    .type("html")
    .send(fallbackErrorPage(options.status, options.title, options.text));
}
