/**
 * A publisher sign-on registration, as the provider confirms it (issue 27): the person comes from
 * the provider's profile of the caller's access token (oauth/publisherProfile.ts), read with the
 * app's own rule (domain/oauthState.ts ssoRegistrationBody). The cas_id, big_number and e-mail the
 * caller sends must be the provider's; anything else is refused, so nobody registers (or mails)
 * an identity the provider did not sign in. A known e-mail then only adds sessions (registerAgain.ts).
 */
import * as v from 'valibot';
import type { SsoRegistrationRequestSchema } from '../../src/contract/index.ts';
import { usesPublisherSignIn } from '../../src/domain/formLayout.ts';
import { ssoRegistrationBody } from '../../src/domain/oauthState.ts';
import type { ServiceDeps } from './deps.ts';
import { Refusal } from './refusal.ts';
import { projectType } from './projects.ts';
import type { StoredProject } from '../db/projects.ts';
import { checkSelection } from './registrationInput.ts';
import { attendanceOf } from './registrationRecords.ts';
import type { RegisterInput } from './registrationTypes.ts';

type SsoRequest = v.InferOutput<typeof SsoRegistrationRequestSchema>;

const ProviderEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(320));
const bigNumberOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

export const NOT_CONFIRMED = 'The sign-on details do not match what the provider confirmed.';
export const NOT_A_PUBLISHER_PROJECT =
  'This event does not take publisher sign-on registrations: please use its registration form.';

export async function confirmedSsoInput(
  deps: ServiceDeps,
  project: StoredProject,
  body: SsoRequest,
): Promise<RegisterInput> {
  // Only a publisher project registers by sign-on; elsewhere it would skip the form's required fields (issue 43).
  const registration = project.doc.registration as { type?: unknown } | undefined;
  if (!usesPublisherSignIn(typeof registration?.type === 'string' ? registration.type : undefined)) {
    throw new Refusal('forbidden', NOT_A_PUBLISHER_PROJECT, { fields: ['event_id'] });
  }
  const profile = await deps.publisherProfile(body.access_token);
  const confirmed = ssoRegistrationBody({ projectType: projectType(project) }, body.event_id, profile);
  const email = v.safeParse(ProviderEmail, confirmed.email);
  if (!email.success) throw new Refusal('provider', 'The sign-on provider answered without a valid e-mail address.');

  const mismatched = [
    ...(String(body.cas_id) !== String(confirmed.cas_id) ? ['cas_id'] : []),
    ...(body.email !== email.output ? ['email'] : []),
    ...(bigNumberOf(body.big_number) !== bigNumberOf(confirmed.big_number) ? ['big_number'] : []),
  ];
  if (mismatched.length) throw new Refusal('forbidden', NOT_CONFIRMED, { fields: mismatched });

  return {
    project,
    eventId: body.event_id,
    email: email.output,
    firstName: confirmed.first_name.trim(),
    lastName: confirmed.last_name.trim(),
    data: { cas_id: String(confirmed.cas_id), big_number: bigNumberOf(confirmed.big_number) },
    onSite: attendanceOf(body.on_site_viewer),
    selectedEvents: checkSelection(project, body.event_id, undefined),
    generated: true,
  };
}
