/**
 * One project's counts in memory: active registrations per event and on-site seats taken. Every
 * reading carries the counter row's version, and only a newer one is applied, so readings that
 * arrive out of order (a local commit and a re-read after another process's NOTIFY) never move
 * a count back.
 */
import type { CountChanges } from '../services/counters.ts';

interface Versioned {
  value: number;
  version: number;
}

export class ProjectCounts {
  private readonly events = new Map<string, Versioned>();
  private seats: Versioned = { value: 0, version: -1 };
  /** Registrations per event, as isFull() and publicProject() take them; rebuilt on change. */
  private perEventView = new Map<string, number>();

  /** Applies the newer readings; true when any count changed. */
  apply(readings: Omit<CountChanges, 'projectId'>): boolean {
    let changed = false;
    for (const { eventId, registrations, version } of readings.events) {
      const held = this.events.get(eventId);
      if (held && held.version >= version) continue;
      this.events.set(eventId, { value: registrations, version });
      changed ||= held?.value !== registrations;
    }
    if (changed) this.perEventView = new Map([...this.events].map(([id, c]) => [id, c.value]));
    const seats = readings.seats;
    if (seats && seats.version > this.seats.version) {
      changed ||= seats.onSiteViewers !== this.seats.value;
      this.seats = { value: seats.onSiteViewers, version: seats.version };
    }
    return changed;
  }

  perEvent(): ReadonlyMap<string, number> {
    return this.perEventView;
  }

  registrationsOf(eventId: string): number {
    return this.events.get(eventId)?.value ?? 0;
  }

  onSiteViewers(): number {
    return this.seats.value;
  }
}
