/**
 * The organiser's control token and the meeting secret: their files in the data folder
 * (made and read by http/secrets.ts, shared with the organiser API's token).
 */
export { bearerMatches, secretFromFolder } from '../http/secrets.ts';

export const CONTROL_TOKEN_FILE = 'live-control-token';
export const JITSI_SECRET_FILE = 'jitsi-app-secret';
export const ELEARNING_SECRET_FILE = 'elearning-secret';
export const PAGE_TOKEN_SECRET_FILE = 'page-token-secret';
