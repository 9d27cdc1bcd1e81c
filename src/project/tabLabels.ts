/** Tab labels as lingui descriptors, so a label follows the active locale. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PwaTab } from '../domain/tabs';

export const PWA_TAB_LABELS: Record<PwaTab, MessageDescriptor> = {
  home: msg`Home`,
  info: msg`Info`,
  program: msg`Program`,
  handout: msg`Handouts`,
  question: msg`Questions`,
  poll: msg`Poll`,
  chat: msg`Chat`,
  quiz: msg`Quiz`,
  custom: msg`Extra`,
  support: msg`Support`,
  'privacy-policy': msg`Privacy`,
};
