/**
 * The ticket's QR code in the confirmation mail (issue 49): a PNG for the HTML part's inline image
 * (mail/render.ts), for a mail whose text links the registration's ticket page. The same code and
 * the same drawing as the page's ticket (src/domain/checkIn.ts TICKET_QR).
 */
import { toBuffer } from 'qrcode';
import { TICKET_QR } from '../../src/domain/checkIn.ts';
import type { Config } from '../config.ts';
import { checkInCode } from './code.ts';

interface MailRow {
  projectId: string | null;
  registrationId: string | null;
  text: string;
}

/** 8 pixels a module: sharp on a phone that shows the mail at the door. */
const PNG_WIDTH = 480;

export function ticketQrOf(config: Config) {
  return async (row: MailRow): Promise<Buffer | undefined> => {
    const { projectId, registrationId } = row;
    if (!projectId || !registrationId || !row.text.includes(`/${registrationId}/ticket`)) return undefined;
    return toBuffer(checkInCode(config, projectId, registrationId), { type: 'png', width: PNG_WIDTH, ...TICKET_QR });
  };
}
