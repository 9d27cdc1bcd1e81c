/**
 * Named chunks for small modules that a few lazily loaded pages share (vite.config.ts, after the
 * entry and shell chunks, before the page families). Left alone, rolldown gives every set of
 * pages that shares code a chunk of its own: the registration page came in ~20 files, many
 * under 1 KiB, each a request with ~250 bytes of headers on a first visit. Modules that the same
 * pages load together go in one chunk; a page that needs one of them downloads the others too,
 * so a group only holds modules whose pages mostly need them all.
 *
 * `groups`: chunk name → modules, as absolute paths without extension, or package folders
 * (ending in `/node_modules/<name>/`).
 */
const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

export function sharedChunks(groups: Record<string, readonly string[]>) {
  const modules = new Map<string, string>();
  const packages: [string, string][] = [];
  for (const [name, members] of Object.entries(groups)) {
    for (const member of members) {
      if (member.endsWith('/')) packages.push([member, name]);
      else modules.set(member, name);
    }
  }
  return (id: string): string | null =>
    modules.get(withoutExtension(id)) ?? packages.find(([folder]) => id.includes(folder))?.[1] ?? null;
}
