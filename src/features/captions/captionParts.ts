/**
 * The live captions views in one lazily loaded module (features/live/captionViews.ts): one import,
 * one chunk (each chunk's name is one more entry in the first download's list). The replay's
 * transcript is a chunk of its own (ReplayTranscript.tsx, the on-demand page).
 */
export { default as CaptionsOnPlayer } from './CaptionsOnPlayer';
export { default as CaptionsPanel } from './CaptionsPanel';
export { default as CaptionsView } from './CaptionsView';
