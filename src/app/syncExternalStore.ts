/**
 * wouter imports `use-sync-external-store/shim`, a fallback for React before 18 that checks for the
 * built-in hook at run time; vite.config.ts points the shim here, to React's own hook, so no page
 * downloads the fallback (issue 47).
 */
export { useSyncExternalStore } from 'react';
