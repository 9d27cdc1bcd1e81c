/**
 * The live broadcast's calls (spec 2 section 7, API-PATHS.md): the versioned state snapshot a
 * reconnecting stream fetches first, the video-meeting token and the e-learning query string.
 */
import * as v from 'valibot';
import { config } from '../config';
import { request } from './http';
import { ElearningAnswerSchema, LiveStateSchema, type ElearningRequest } from '../contract/live';

export const JitsiJwtAnswerSchema = v.object({ jwt: v.string() });

export interface JitsiJwtRequest {
  registration_id: string;
  event_id: string;
  email: string;
  moderator: boolean;
  pageToken?: string;
}

export const liveApi = {
  /** The controller state as the library's stateUrl answers it. */
  liveState: (stateUrl: string, signal?: AbortSignal) => request(stateUrl, LiveStateSchema, { signal }),

  jitsiJwt: (body: JitsiJwtRequest) =>
    request(`${config.api}/jitsi-jwt`, JitsiJwtAnswerSchema, { method: 'POST', body }),

  elearningQueryString: (body: ElearningRequest) =>
    request(`${config.api}/get-3rd-party-connection-query-string-for-elearning`, ElearningAnswerSchema, {
      method: 'POST',
      body,
    }),
};
