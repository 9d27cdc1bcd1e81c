/** What happened to the last submit of the registration form (SubmitStatus.tsx shows it). */
export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Kept in the outbox: it goes out by itself once there is a connection. */
  | { kind: 'queued' }
  /** No network and the outbox could not keep it (storage blocked): press Register again. */
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'rejected' }
  | { kind: 'full'; events: string[] }
  /** A known e-mail of a `magic-link` project: no id in the answer, the link went by mail (issue 27). */
  | { kind: 'mailed' };
