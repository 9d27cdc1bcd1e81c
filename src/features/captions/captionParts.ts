/** The captions views in one lazily loaded module (features/live/captionViews.ts): one import, one request. */
export { default as CaptionsOnPlayer } from './CaptionsOnPlayer';
export { default as CaptionsPanel } from './CaptionsPanel';
export { default as CaptionsView } from './CaptionsView';
