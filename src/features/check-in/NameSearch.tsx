/**
 * Search by name (issue 49): the fallback when a ticket does not scan (a cracked screen, no
 * camera). Staff type part of a name; the device's list answers as they type, offline too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { DoorEntry } from '../../contract/checkIn';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

const MAX_SHOWN = 8;

/** Lower case without accents: "zoe" finds "Zoë". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function NameSearch({ entries, onAdmit }: { entries: readonly DoorEntry[]; onAdmit(entry: DoorEntry): void }) {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const words = folded(query).split(/\s+/).filter(Boolean);
    if (!words.length) return [];
    return entries.filter((e) => words.every((w) => folded(e.name).includes(w))).slice(0, MAX_SHOWN);
  }, [entries, query]);
  return (
    <section className="card door-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Find by name</Trans>
      </h2>
      <TextField
        id={`${id}-query`}
        label={t`Name`}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() && !matches.length && (
        <p className="muted" role="status">
          <Trans>No one of that name on the list.</Trans>
        </p>
      )}
      {matches.length > 0 && (
        <ul className="door-matches" aria-label={t`People found`}>
          {matches.map((entry) => (
            <li key={entry.check}>
              <span>
                <strong>{entry.name}</strong>
                <span className="muted"> {entry.onSite ? entry.sessions.join(', ') : t`online`}</span>
              </span>
              <Button variant="outline" onClick={() => onAdmit(entry)}>
                <Trans>Check in</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
