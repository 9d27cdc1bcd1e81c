/**
 * The start lines about the page's third parties (main.ts prints them after the mode line): one
 * per feature, saying where it points, or that it is off and which variable would switch it on.
 * An operator sees at once why a production page shows no chat or sign-in button.
 */
import type { DeploymentSettings } from '../src/contract/index.ts';
import type { DeploymentValues, DeploymentVariable } from './deploymentSettings.ts';

const unset = (values: DeploymentValues, names: DeploymentVariable[]) => names.filter((name) => !values[name]);

function line(label: string, value: string | null, values: DeploymentValues, names: DeploymentVariable[]): string {
  if (value === null) return `${label}: off (${unset(values, names).join(', ')} unset)`;
  const missing = unset(values, names);
  // The demo fills what is unset with the reference server's stand-in.
  return `${label}: ${value}${missing.length ? ` (stand-in: ${missing.join(', ')} unset)` : ''}`;
}

export function deploymentSummary(settings: DeploymentSettings, values: DeploymentValues): string[] {
  const { chat, linkedin, publisher, live } = settings;
  const meeting = live.jitsiDomain === '' ? '/dev/jitsi' : live.jitsiDomain;
  return [
    line('Chat (event kind)', chat.eventChat, values, ['CHAT_EVENT_EMBED']),
    line('Chat (website kind)', chat.websiteChat, values, ['CHAT_WEBSITE_EMBED']),
    line('LinkedIn sign-in', linkedin?.authorizeUrl ?? null, values, [
      'LINKEDIN_AUTHORIZE_URL',
      'LINKEDIN_ACCESS_TOKEN_URL',
      'LINKEDIN_CLIENT_ID',
    ]),
    line('Publisher sign-in', publisher?.authorizeUrl ?? null, values, [
      'PUBLISHER_AUTHORIZE_URL',
      'PUBLISHER_TOKEN_URL',
      'PUBLISHER_PROFILE_URL',
      'PUBLISHER_CLIENT_ID',
    ]),
    line('Meeting', meeting, values, ['JITSI_DOMAIN']),
  ];
}
