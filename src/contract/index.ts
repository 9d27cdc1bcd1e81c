/**
 * The contract between the app and the reference server: every answer the app reads and every
 * body the server accepts is checked against these valibot schemas. The server imports this
 * file; it must stay free of browser or React code.
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
export * from './commands';
export * from './refusal';
export * from './qna';
export * from './calendarFeed';
export * from './sessionRating';
export * from './deploymentSettings';
