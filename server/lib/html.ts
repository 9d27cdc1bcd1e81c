/** Minimal HTML for the development pages (mail outbox, sign-in providers). */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1.5rem; color: #1d2433; }
  h1 { font-size: 1.4rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid #9aa3b5;
    border-radius: 4px; }
  .buttons { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: .55rem 1.2rem; border-radius: 4px; border: 1px solid #1d2433; background: #fff;
    cursor: pointer; }
  button[value="allow"] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  .note { color: #5b6478; font-size: .9rem; }
  article { border: 1px solid #d5dae4; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  article pre { white-space: pre-wrap; font: inherit; margin: .5rem 0 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0; }
  dt { color: #5b6478; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}
