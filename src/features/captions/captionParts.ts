/**
 * The captions views in one lazily loaded module (features/live/captionViews.ts, the on-demand
 * page): one import, one chunk (each chunk's name is one more entry in the first download's list).
 */
export { default as CaptionsOnPlayer } from './CaptionsOnPlayer';
export { default as CaptionsPanel } from './CaptionsPanel';
export { default as CaptionsView } from './CaptionsView';
export { ReplayTranscript } from './ReplayTranscript';
