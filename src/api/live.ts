/**
 * The live broadcast's calls (spec 2 section 7, API-PATHS.md): the versioned state snapshot a
 * reconnecting stream fetches first, the video-meeting token and the e-learning query string.
 */
import * as v from 'valibot';
import { config } from '../config';
import { request } from './http';
import { LiveStateSchema } from '../contract';

export const JitsiJwtAnswerSchema = v.object({ jwt: v.string() });
/** `data.data` of the spec: the answer body's `data` holds the query string. */
export const ElearningAnswerSchema = v.object({ data: v.string() });

export interface JitsiJwtRequest { registration_id: string; event_id: string; email: string; moderator: boolean }
export interface ElearningRequest { courseSlug: string; company: string; event_id: string; registration_id: string }

export const liveApi = {
  /** The controller state as the library's stateUrl answers it. */
  liveState: (stateUrl: string, signal?: AbortSignal) => request(stateUrl, LiveStateSchema, { signal }),

  jitsiJwt: (body: JitsiJwtRequest) => request(`${config.api}/jitsi-jwt`, JitsiJwtAnswerSchema, { method: 'POST', body }),

  elearningQueryString: (body: ElearningRequest) =>
    request(`${config.api}/get-3rd-party-connection-query-string-for-elearning`, ElearningAnswerSchema, { method: 'POST', body }),
};
