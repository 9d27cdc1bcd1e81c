/**
 * What a controller change does to an open page's tabs (spec 2 section 4, issue 9): a newly
 * active poll selects the poll tab, the evaluation button or call-to-action appearing selects the
 * live content (home in the web-app), and every change is announced in a polite live region.
 * Selecting changes the hash only: the focus stays where the visitor has it.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { autoSelectedTab, liveAnnouncements, type LiveAnnouncement } from '../../domain/liveChanges';
import { tabStateOf, type LiveTabState } from '../../domain/liveTabs';
import { useLiveSnapshot } from '../../state/live';

interface Options<T extends string> {
  tabs: readonly T[];
  select: (tab: T) => void;
  /** The tab that holds the evaluation and call-to-action buttons ('livecontent', or the web-app's 'home'). */
  contentTab: T;
  /**
   * The state the page first showed, when this hook mounts later (a lazily loaded part): changes since then still
   * count.
   */
  baseline?: LiveTabState | null;
}

/** Returns the latest announcement (with a counter so the same words are spoken again). */
export function useLiveChanges<T extends string>({
  tabs,
  select,
  contentTab,
  baseline = null,
}: Options<T>): { text: string; key: number } {
  const { t } = useLingui();
  const { live } = useLiveSnapshot();
  const previous = useRef<LiveTabState | null>(baseline);
  const [said, setSaid] = useState({ text: '', key: 0 });
  const words: Record<LiveAnnouncement, string> = {
    'poll-started': t`A poll has started`,
    'quiz-started': t`A quiz question has started`,
    'chat-open': t`Chat is open`,
    'chat-closed': t`Chat is closed`,
    'questions-open': t`You can ask questions now`,
    'questions-closed': t`Questions are closed`,
    'handouts-available': t`Handouts are available`,
    'evaluation-available': t`The evaluation is open`,
    'cta-available': t`A new button is available`,
  };
  const version = live?.version;

  // Runs once per controller version; tabs and select follow it in the same render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!live) return;
    const next = tabStateOf(live);
    const before = previous.current;
    previous.current = next;
    const target = autoSelectedTab(before, next);
    const wanted = target === 'livecontent' ? contentTab : (target as T | null);
    if (wanted && tabs.includes(wanted) && !typing()) select(wanted);
    const messages = liveAnnouncements(before, next);
    if (messages.length) setSaid((old) => ({ text: messages.map((m) => words[m]).join('. '), key: old.key + 1 }));
  }, [version]);
  return said;
}

/**
 * A visitor typing (a question, the chat's frame) keeps their tab: switching would hide what they
 * are writing. The badge and the announcement still tell them.
 */
function typing(): boolean {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'IFRAME'].includes(element.tagName);
}

/**
 * The polite live region: read out, never focused. It stays mounted (a region added together with
 * its text is often not read); the same words again differ by a no-break space, so they are read again.
 */
export function LiveAnnouncer({ said }: { said: { text: string; key: number } }) {
  const text = said.text && said.key % 2 ? `${said.text}\u00a0` : said.text;
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {text}
    </div>
  );
}
