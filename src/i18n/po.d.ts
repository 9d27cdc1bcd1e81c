declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Each locale's catalogue in parts (scripts/build/catalogParts.ts): `core` and one per page family. */
declare module 'virtual:catalog-parts' {
  import type { Messages } from '@lingui/core';
  export const loaders: Record<string, Record<string, () => Promise<{ messages: Messages }>>>;
}
