/** The live sidebar's tab labels as lingui descriptors, so a label follows the active locale. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LiveTab } from '../../domain/tabs';

export const LIVE_TAB_LABELS: Record<LiveTab, MessageDescriptor> = {
  livecontent: msg`Info`,
  agenda: msg`Agenda`,
  program: msg`Program`,
  speakers: msg`Speakers`,
  sponsors: msg`Sponsors`,
  question: msg`Questions`,
  poll: msg`Poll`,
  chat: msg`Chat`,
  handout: msg`Handouts`,
  quiz: msg`Quiz`,
  custom: msg`Extra`,
  // The second live-page variant's tabs (the web-app's words).
  home: msg`Home`,
  support: msg`Support`,
  'privacy-policy': msg`Privacy policy`,
};
