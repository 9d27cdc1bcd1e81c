/**
 * A broadcast's recent caption lines as one process knows them (push.ts): the highest revision
 * heard of each of the last lines per language, from the database or straight from this process's
 * captioner, and the revision of each that its streams were sent.
 */
import type { CaptionLine } from '../../../src/contract/captions.ts';

const keyOf = (line: CaptionLine) => `${line.lang}:${line.seq}`;
const byLangThenSeq = (a: CaptionLine, b: CaptionLine) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : a.seq - b.seq);

/** The last `perLanguage` lines of each language of a list in language then `seq` order. */
export function lastPerLanguage(lines: CaptionLine[], perLanguage: number): CaptionLine[] {
  const kept: CaptionLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let later = 0;
    for (let j = i + 1; j < lines.length && lines[j]!.lang === line.lang; j++) later++;
    if (later < perLanguage) kept.push(line);
  }
  return kept;
}

export function createLineWindow(perLanguage: number) {
  /** In language then `seq` order. */
  let known: CaptionLine[] = [];
  let pushed = new Map<string, number>();

  return {
    /** Lines read or kept: each keeps its highest revision, the last `perLanguage` of a language stay. */
    add(lines: readonly CaptionLine[]): void {
      const byKey = new Map(known.map((line) => [keyOf(line), line]));
      for (const line of lines) {
        if ((byKey.get(keyOf(line))?.rev ?? 0) < line.rev) byKey.set(keyOf(line), line);
      }
      known = lastPerLanguage([...byKey.values()].sort(byLangThenSeq), perLanguage);
      // Only the window is remembered, so the map stays as small as it.
      const before = pushed;
      pushed = new Map();
      for (const line of known) {
        const rev = before.get(keyOf(line));
        if (rev !== undefined) pushed.set(keyOf(line), rev);
      }
    },

    /** The lines not yet sent in their revision, in language then `seq` order; from now on counted as sent. */
    takeFresh(): CaptionLine[] {
      const fresh = known.filter((line) => (pushed.get(keyOf(line)) ?? 0) < line.rev);
      for (const line of fresh) pushed.set(keyOf(line), line.rev);
      return fresh;
    },

    /** Every line counts as sent (the joining pages got them all). */
    allSent(): void {
      for (const line of known) pushed.set(keyOf(line), line.rev);
    },

    lines: (): CaptionLine[] => known,
  };
}
export type LineWindow = ReturnType<typeof createLineWindow>;
