/**
 * What the agenda's labels do (spec 2 section 4): Watch opens the recording; Register and Join
 * register for the session (a breakout replaces the round's earlier choice, refused when full)
 * and open it when it is live. They need a registration (the registration page has the form).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import type { ProjectEvent } from '../../contract';
import { selectionWith } from '../../domain/agenda';
import type { EventCounts } from '../../domain/breakouts';
import { paths } from '../../domain/paths';
import { nowSeconds, sessionStatus } from '../../domain/time';
import { storeRegistration } from '../../project/projectQueries';
import { useShell } from '../../project/shellContext';

export type AgendaNotice = { eventId: string; kind: 'registered' | 'full' | 'failed' };

/** Registrations per event, loaded on mount and again after each change. */
function useEventCounts(projectId: string): [EventCounts | undefined, () => void] {
  const [counts, setCounts] = useState<EventCounts>();
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): each change asks for the counts again
  useEffect(() => {
    const controller = new AbortController();
    api.countEachEvent(projectId, controller.signal).then(
      (list) => setCounts(new Map(list.map((c) => [c.event, c.regsCount]))),
      () => undefined, // the server's `disabled` flags still tell full sessions
    );
    return () => controller.abort();
  }, [projectId, version]);
  return [counts, useCallback(() => setVersion((n) => n + 1), [])];
}

export function useAgendaActions() {
  const { project, registration, registrationId } = useShell();
  const [, navigate] = useLocation();
  const [counts, refreshCounts] = useEventCounts(project._id);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<AgendaNotice | null>(null);
  const selected = registration && !registration.unregistered ? registration.SELECTED_EVENTS : [];

  const watch = (event: ProjectEvent) => {
    navigate(registrationId ? paths.ondemandWithRegistration(event._id, registrationId) : paths.landing(event._id));
  };

  const register = async (event: ProjectEvent) => {
    if (!registration || !registrationId) return;
    setBusy(event._id);
    setNotice(null);
    try {
      const wanted = selectionWith(selected, event._id, project.events);
      const result = await api.updateRegistrations({
        _id: registrationId,
        projectId: project._id,
        event_id: event._id,
        SELECTED_EVENTS: wanted,
      });
      storeRegistration({ ...registration, SELECTED_EVENTS: result.SELECTED_EVENTS });
      refreshCounts();
      if (result.cannotRegisterForEvents.includes(event._id)) setNotice({ eventId: event._id, kind: 'full' });
      else if (sessionStatus(event, nowSeconds()) === 'live') navigate(paths.personal(event._id, registrationId));
      else setNotice({ eventId: event._id, kind: 'registered' });
    } catch (error) {
      const full = error instanceof ApiError && error.status === 409;
      if (full) refreshCounts();
      setNotice({ eventId: event._id, kind: full ? 'full' : 'failed' });
    } finally {
      setBusy(null);
    }
  };

  return {
    counts,
    selected,
    busy,
    notice,
    watch,
    register,
    canRegister: Boolean(registration && registrationId && !registration.unregistered),
  };
}
