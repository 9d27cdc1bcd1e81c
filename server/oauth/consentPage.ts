/** The sign-in page of a development provider: a sample person, editable, and Allow / Cancel. */
import { escapeHtml, htmlPage } from '../lib/html.ts';

export interface ConsentPage {
  heading: string;
  /** Hidden request parameters carried to the decision. */
  hidden: Record<string, string>;
  inputs: { name: string; label: string; value: string; type?: string }[];
  clientId: string;
}

export function consentPage(page: ConsentPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const inputs = page.inputs
    .map(
      (input) => `<label for="${escapeHtml(input.name)}">${escapeHtml(input.label)}</label>
<input id="${escapeHtml(input.name)}" name="${escapeHtml(input.name)}" type="${input.type ?? 'text'}"
  value="${escapeHtml(input.value)}" required>`,
    )
    .join('\n');
  return htmlPage(
    page.heading,
    `<h1>${escapeHtml(page.heading)}</h1>
<p class="note">This development provider signs in whoever is typed below. The application
<strong>${escapeHtml(page.clientId)}</strong> will receive this name and e-mail address.</p>
<form method="post">
${hidden}
${inputs}
<div class="buttons">
  <button type="submit" name="decision" value="allow">Allow</button>
  <button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** `base` with extra query parameters, keeping the ones it already has. */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
