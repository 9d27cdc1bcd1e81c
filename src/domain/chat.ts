/**
 * The chat tab's embed (spec 2 sections 3, 6, 7): the event's chatType is noChat or one of two
 * embed kinds. 'eventChat' embeds a room by the event's chat identifier; 'websiteChat' embeds a
 * website's chat with the visitor's e-mail, nickname and locale (nl for Dutch languages, else en).
 * In preview the nickname is a preview nickname and no e-mail is given; outside preview the
 * registered visitor's name and e-mail.
 */

export const CHAT_KINDS = ['eventChat', 'websiteChat'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export interface ChatEvent {
  _id?: string;
  chatType?: string;
  /** The room of the 'eventChat' kind (the event id when empty). */
  eventChatId?: string;
  /** The website id of the 'websiteChat' kind. */
  websiteChatId?: string;
}

export function chatKind(event: ChatEvent): ChatKind | null {
  return (CHAT_KINDS as readonly string[]).includes(event.chatType ?? '') ? (event.chatType as ChatKind) : null;
}

/**
 * The deployment's embed address per kind (contract/deploymentSettings.ts); null: the deployment
 * has no such chat (production without CHAT_EVENT_EMBED / CHAT_WEBSITE_EMBED).
 */
export type ChatEmbeds = Record<ChatKind, string | null>;

/**
 * An event has a chat when its kind is one of the two, the kind's identifier is known and the
 * deployment embeds that kind: without an address there is nothing to show, so no chat tab.
 */
export function hasChat(event: ChatEvent, embeds: ChatEmbeds): boolean {
  const kind = chatKind(event);
  if (!kind || embeds[kind] === null) return false;
  if (kind === 'eventChat') return Boolean(event.eventChatId || event._id);
  return Boolean(event.websiteChatId);
}

/** Spec 2 section 7: nl for the Dutch languages, else en. */
export function chatLocale(locale: string): 'nl' | 'en' {
  return locale.startsWith('nl') ? 'nl' : 'en';
}

export interface ChatVisitor {
  previewMode: string | null;
  /** Shown instead of the visitor's name in the organiser's preview. */
  previewNickname: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  locale: string;
}

/** The nickname and e-mail the chat gets (spec 2 section 6). */
export function chatIdentity(visitor: ChatVisitor): { nickname: string; email: string } {
  if (visitor.previewMode) return { nickname: visitor.previewNickname, email: '' };
  const nickname = [visitor.firstName, visitor.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { nickname, email: visitor.email ?? '' };
}

/**
 * The embed address: `{id}` in the configured template becomes the room or website id; both
 * kinds get the visitor's nickname and e-mail (spec 2 section 6: {name}, {email}), the website
 * kind also the locale. Null without a chat.
 */
export function chatEmbedUrl(event: ChatEvent, visitor: ChatVisitor, templates: ChatEmbeds): string | null {
  const kind = chatKind(event);
  const template = kind && templates[kind];
  if (!kind || !template || !hasChat(event, templates)) return null;
  const id = kind === 'eventChat' ? event.eventChatId || event._id || '' : (event.websiteChatId ?? '');
  const base = template.replace('{id}', encodeURIComponent(id));
  const { nickname, email } = chatIdentity(visitor);
  const query = new URLSearchParams({ email, nickname });
  if (kind === 'websiteChat') query.set('locale', chatLocale(visitor.locale));
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * The end page's chat (END-03): `endPage.showCrispChat` true keeps the chat there (the website
 * chat kind is the spec's "Crisp" one, but any kind the event has is shown), false keeps it out,
 * unset follows the controller's chat switch.
 */
export function endPageChat(
  event: ChatEvent,
  showCrispChat: boolean | undefined,
  controllerChat: boolean,
  embeds: ChatEmbeds,
): boolean {
  return hasChat(event, embeds) && (showCrispChat ?? controllerChat);
}
