/**
 * The door tests' own event (issue 49): a copy of hybrid-summit with seats for everyone (the
 * demo's two free seats belong to seats.spec.ts), its on-site registrations, door tokens made
 * through the organiser's API and the tickets' codes as the server makes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toString as qrSvg } from 'qrcode';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TICKET_QR } from '../../src/domain/checkIn';
import { eventCopy } from './liveHelpers';

const auth = () => ({
  authorization: `Bearer ${readFileSync(join(process.env.E2E_DATA_DIR!, 'admin-token'), 'utf8').trim()}`,
});

export interface DoorEvent {
  eventId: string;
  projectId: string;
}

/** `workshop`: with a breakout session of 2 seats besides (its id: the event's id + `-ws`). */
export async function doorEvent(request: APIRequestContext, workshop = false): Promise<DoorEvent> {
  const eventId = await eventCopy(request, 'proj-hybrid-summit', 'door', (doc, event) => {
    doc.expectedOnSiteViewers = 1000;
    if (workshop)
      (doc.events as Record<string, unknown>[]).push({
        ...event,
        _id: `${event._id}-ws`,
        name: 'Workshop A',
        breakout_group: 'round-1',
        breakoutGroupName: 'Workshops',
        registrationsCountLimit: 2,
        eventChatId: `room-${event._id}-ws`,
      });
  });
  return { eventId, projectId: `proj-${eventId}` };
}

let registered = 0;

/** A new registration of the event (on site unless told), answered with its id. */
export async function register(
  request: APIRequestContext,
  { eventId }: DoorEvent,
  firstName: string,
  lastName: string,
  onSite: 0 | 1 = 1,
  sessions?: string[],
): Promise<string> {
  const response = await request.post('/api/registrations', {
    data: {
      event_id: eventId,
      email: `door.${eventId}.${registered++}@example.com`.toLowerCase(),
      first_name: firstName,
      last_name: lastName,
      company: 'CareConnect',
      interests: ['Patient-facing apps'],
      on_site_viewer: onSite,
      time_zone: 'Europe/Amsterdam',
      ...(sessions ? { SELECTED_EVENTS: sessions } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { registrationID: string }).registrationID;
}

/** A door token made by the organiser: its door page's address. */
export async function makeDoor(request: APIRequestContext, { projectId }: DoorEvent, name: string, session?: string) {
  const made = await request.post(`/admin/api/projects/${projectId}/doors`, {
    data: { name, session },
    headers: auth(),
  });
  expect(made.status(), await made.text()).toBe(201);
  const door = (await made.json()) as { id: string; token: string; link: string };
  return { ...door, path: new URL(door.link).pathname + new URL(door.link).search };
}

export async function revokeDoor(request: APIRequestContext, { projectId }: DoorEvent, doorId: string) {
  const revoked = await request.delete(`/admin/api/projects/${projectId}/doors/${doorId}`, { headers: auth() });
  expect(revoked.status()).toBe(204);
}

/** The ticket's check-in code as the server makes it (what its QR code carries). */
export async function ticketCode(request: APIRequestContext, { projectId }: DoorEvent, registrationId: string) {
  const response = await request.get(`/api/registrations/${projectId}/${registrationId}/ticket`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

/** The QR code's SVG that the `qrcode` package draws for a code with the ticket's options. */
export const ticketSvg = (code: string) => qrSvg(code, { type: 'svg', ...TICKET_QR });

/** The path data of an SVG QR code: its modules, whatever the markup around them. */
export const modulesOf = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]).join('|');

/** Scans a decoded text through the scanner field; answers how long the page took from submit to verdict (ms). */
export async function scan(page: Page, text: string): Promise<number> {
  await page.getByLabel('Ticket code (scanner or keyboard)').fill(text);
  return page.evaluate(async () => {
    const panel = document.querySelector<HTMLElement>('[data-testid="door-result"]')!;
    const before = panel.dataset.scan;
    const form = document.querySelector<HTMLFormElement>('form.door-scanner')!;
    const changed = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (panel.dataset.scan === before) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(panel, { attributes: true });
    });
    const start = performance.now();
    form.requestSubmit();
    return (await changed) - start;
  });
}
