/**
 * How long a toast stays (spec 1 section 9 and spec 2, CONST-01), decided here once:
 * - `plain`: a one-line confirmation, no title, no action ("Connected to the broadcast again.",
 *   "You are registered to attend on site…"): 2000 ms;
 * - `default`: any other toast (one with a title): 3000 ms.
 * Spec rows that name a time of their own keep it beside their message: the attendance change's
 * success toast 5000 ms (features/attendance ATTENDANCE_TOAST_MS) and the question, poll and quiz
 * feedback 5000 ms (domain/poll FEEDBACK_MS). A snackbar has no timeout: it stays until acted on
 * (the app update prompt, pwa/UpdatePrompt).
 */
export const TOAST_MS = { default: 3000, plain: 2000 } as const;
export type ToastKind = keyof typeof TOAST_MS;
