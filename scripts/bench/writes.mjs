// The live writes of the bench as the page sends them, with an Idempotency-Key each: votes on the
// active poll and questions, by real registrations of the project (only those may write there,
// server/live/voters.ts). Each voter votes again and again (a vote replaces the voter's last one).
import { keyedPosts } from './load.mjs';

export const BROADCAST = 'hybrid-health-summit-2026';
const POLL = 'poll-remote-care';
const OPTIONS = ['o1', 'o2', 'o3', 'o4'];
const VOTERS = 200;

/** Registers the voters and makes the poll active; returns their registration ids. */
export async function prepareLiveWrites(base, eventId, liveToken) {
  const voters = [];
  for (let i = 0; i < VOTERS; i++) {
    const res = await fetch(`${base}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event_id: eventId,
        email: `bench.voter.${i}@example.com`,
        first_name: 'Bench',
        last_name: 'Voter',
        company: 'CareConnect',
        interests: ['Patient-facing apps'],
        on_site_viewer: 0,
        time_zone: 'Europe/Amsterdam',
      }),
    });
    if (!res.ok) throw new Error(`voter registration answered ${res.status}`);
    voters.push((await res.json()).registrationID);
  }
  const res = await fetch(`${base}/live-director/control/${eventId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${liveToken}` },
    body: JSON.stringify({ activePoll: POLL }),
  });
  if (!res.ok) throw new Error(`making the poll active answered ${res.status}`);
  return voters;
}

let n = 0;
const next = (list) => list[n++ % list.length];

export const voteRequests = (voters) =>
  keyedPosts(`/live-director/polls/${BROADCAST}/${POLL}/vote`, () => ({
    voterId: next(voters),
    optionId: OPTIONS[n % OPTIONS.length],
  }));

export const questionRequests = (voters) =>
  keyedPosts('/live-director/ask-question', () => ({
    broadcastSlug: BROADCAST,
    registrationId: next(voters),
    eventId: 'hybrid-summit',
    question: {
      name: 'Bench Visitor',
      email: 'bench.visitor@example.com',
      type: 'content',
      message: `Question number ${n} from the bench`,
    },
  }));
