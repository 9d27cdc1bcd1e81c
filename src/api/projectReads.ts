/**
 * The reads every page starts with (the project, the visitor's registration), apart from the
 * rest of the client (api/client.ts): boot loads only these and their schemas, so the first
 * download does not carry the schemas of answers only a few pages read.
 */
import { config } from '../config';
import { request } from './http';
import { CompanyPreviewSchema, ProjectSchema } from '../contract/project';
import { RegistrationSchema } from '../contract/registration';
import { clientTimeZone } from './timeZone';

const enc = encodeURIComponent;

export const projectReads = {
  getProject: (eventId: string, signal?: AbortSignal) =>
    request(
      `${config.frontendApi}/frontend-api/projectevents/${enc(eventId)}?timeZone=${enc(clientTimeZone())}`,
      ProjectSchema,
      { signal },
    ),

  getCompanyProject: (companyId: string, signal?: AbortSignal) =>
    // The client's time zone as with every project load (spec 1 section 1, I18N-05).
    request(
      `${config.frontendApi}/frontend-api/company-preview/${enc(companyId)}?timeZone=${enc(clientTimeZone())}`,
      CompanyPreviewSchema,
      { signal },
    ),

  getRegistration: (projectId: string, registrationId: string, signal?: AbortSignal) =>
    request(`${config.cdnApi}/registrations/${enc(projectId)}/${enc(registrationId)}`, RegistrationSchema, { signal }),
};
