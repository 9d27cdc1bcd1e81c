// The benches' settings from the environment, checked: a typo fails at once instead of measuring
// something else.

/** A whole number >= 0, or `fallback` when unset or empty. */
export function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${raw}`);
  return n;
}

/** Comma-separated whole numbers > 0, or `fallback` when unset. */
export function listEnv(name, fallback) {
  const raw = process.env[name];
  return raw
    ? raw
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;
}
