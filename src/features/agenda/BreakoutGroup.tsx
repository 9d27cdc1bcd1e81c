/**
 * A breakout round in the agenda: collapsed to the session the visitor chose, expandable to
 * switch rooms unless the project sets preventSwitchingRooms. A location hash equal to the
 * round's name opens it and scrolls to it.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ProjectEvent } from '../../contract';
import type { BreakoutRound } from '../../domain/breakouts';

interface Props {
  round: BreakoutRound<ProjectEvent>;
  selected: readonly string[];
  preventSwitching: boolean;
  /** The location hash names this round. */
  opened: boolean;
  renderSession: (event: ProjectEvent) => ReactNode;
}

export function BreakoutGroup({ round, selected, preventSwitching, opened, renderSession }: Props) {
  const mine = round.events.filter((e) => selected.includes(e._id));
  const [expanded, setExpanded] = useState(false);
  const element = useRef<HTMLLIElement>(null);
  const canExpand = mine.length > 0 && !preventSwitching;

  useEffect(() => {
    if (!opened) return;
    if (canExpand) setExpanded(true);
    element.current?.scrollIntoView({ block: 'start' });
  }, [opened, canExpand]);

  const collapsed = mine.length > 0 && !(expanded && canExpand);
  const shown = collapsed ? mine : round.events;
  const listId = `agenda-group-${round.group}`;
  return (
    <li className="agenda-group" ref={element} data-group-name={round.name}>
      <div className="agenda-group-head">
        <span className="agenda-group-name">{round.name}</span>
        {canExpand && (
          <button
            type="button"
            className="button button-link agenda-toggle"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setExpanded(collapsed)}
          >
            {collapsed ? <Trans>Show all sessions</Trans> : <Trans>Show only my session</Trans>}
          </button>
        )}
      </div>
      <ul className="agenda-list" id={listId} aria-label={round.name}>
        {shown.map(renderSession)}
      </ul>
    </li>
  );
}
