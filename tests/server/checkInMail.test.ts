// @vitest-environment node
/**
 * The ticket in the confirmation mail (issue 49): an on-site registration's mail links its ticket
 * page and carries the ticket's QR code as an inline image (cid), the same symbol as the page's
 * for the same check-in code; an online registration's mail has neither.
 */
import type { ParsedMail } from 'mailparser';
import { toBuffer } from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_QR } from '../../src/domain/checkIn.ts';
import { ticketQrOf } from '../../server/checkin/mailQr.ts';
import { configFromEnv } from '../../server/config.ts';
import { startMailSender, type MailSender } from '../../server/mail/sender.ts';
import { TICKET_QR_CID } from '../../server/mail/render.ts';
import { hybridForm, makeTestApp, SETUP_TIMEOUT, type TestApp } from './helpers.ts';
import { testSmtp, until } from './mailSmtp.ts';

const smtp = testSmtp(8349);
const live = { ...configFromEnv({}).live, pageTokenSecret: 'check-in-mail-test-secret' };
let t: TestApp;
let sender: MailSender;

beforeAll(async () => {
  await smtp.listen();
  t = await makeTestApp({ live });
  sender = startMailSender({
    db: t.db,
    pollMs: 50,
    settings: { smtp: `smtp://127.0.0.1:${smtp.port}`, from: 'events@example.com', describe: 'test' },
    // The server's own config object is another one, with the same secret: the same codes.
    ticketQr: ticketQrOf({ ...configFromEnv({}), dataDir: '', live }),
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await sender?.stop();
  await smtp.close();
  await t?.close();
});

const mailFor = async (to: string): Promise<ParsedMail> => {
  const mine = () => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);
  await until(() => mine().length >= 1, 30_000, `mail to ${to}`);
  return mine()[0]!;
};

describe('the ticket in the confirmation mail', () => {
  it('links the ticket page and shows its QR code inline, drawn from the same code', async () => {
    const res = await t.post('/api/registrations', hybridForm('tess.ticket@example.com', 1, { first_name: 'Tess' }));
    const id = res.json.registrationID as string;
    const mail = await mailFor('tess.ticket@example.com');
    const ticketLink = `http://localhost/hybrid-summit/${id}/ticket`;
    expect(mail.text).toContain(ticketLink);
    const image = mail.attachments.find((a) => a.cid === TICKET_QR_CID);
    expect(image?.contentType).toBe('image/png');
    // mailparser puts the inline part's data in place of its cid: link.
    expect(mail.html).toMatch(
      /<img src="(cid:ticket-qr@eventhall|data:image\/png;base64,[^"]+)"[^>]*alt="QR code of your ticket"/,
    );
    const { code } = (await t.get(`/api/registrations/proj-hybrid-summit/${id}/ticket`)).json;
    const expected = await toBuffer(code, { type: 'png', width: 480, ...TICKET_QR });
    expect(Buffer.compare(image!.content, expected)).toBe(0);
    expect(mail.text).not.toContain(code);
  });

  it('an online registration gets no ticket', async () => {
    await t.post('/api/registrations', hybridForm('olly.online@example.com', 0, { first_name: 'Olly' }));
    const mail = await mailFor('olly.online@example.com');
    expect(mail.text).not.toContain('/ticket');
    expect(mail.attachments.some((a) => a.cid === TICKET_QR_CID)).toBe(false);
  });
});
