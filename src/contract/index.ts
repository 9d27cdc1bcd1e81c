/**
 * The contract between the app and the reference server: every answer the app reads and every
 * body the server accepts is checked against these valibot schemas. The server imports this
 * file; it must stay free of browser or React code. The command table (./commands) and the session
 * rating's schemas (./sessionRating) are imported from their own files: re-exported here, every chunk
 * that imports this file would load them (issue 47).
 */

export * from './project';
export * from './registration';
export * from './misc';
export * from './idempotency';
export * from './live';
export * from './evaluation';
export * from './preview';
export * from './interaction';
export * from './offlineCopy';
export * from './organiserHtml';
export * from './text';
export * from './refusal';
export * from './qna';
export * from './calendarFeed';
export * from './deploymentSettings';
