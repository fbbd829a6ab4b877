/**
 * The page GET /api/logout answers when another site sent the person there: it asks before
 * signing out, so a link or redirect elsewhere can't end someone's session. Self-contained (the
 * app's bundle is not loaded): no script, which the CSP forbids inline anyway; an inline style,
 * which it allows. The form posts to our own origin, which the cross-site check accepts.
 */
export const signOutPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out?</title>
<style>
  body { margin: 0; font: 1.125rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; background: #fafaf9; }
  main { max-width: 28rem; margin: 15vh auto 0; padding: 1.5rem; }
  h1 { font-size: 1.75rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1.5rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #c2410c; border: 0; border-radius: 0.5rem; padding: 0.75rem 1.5rem; min-height: 2.75rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c1917; outline-offset: 2px; }
  a { display: inline-block; margin-top: 1.25rem; color: #0f766e; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Sign out?</h1>
<p>Do you want to sign out of Trade Skills Academy on this device?</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<a href="/">Back to Trade Skills Academy</a>
</main>
</body>
</html>
`;
