/**
 * How the browser's build groups its chunks (vite.config.ts): the entry and shell chunks first, then the
 * chunks of small modules a few pages share, then one chunk per family of lazily loaded modules.
 */
import { fileURLToPath } from 'node:url';
import { type Families, familyChunks } from './familyChunks.ts';
import { sharedChunks } from './sharedChunks.ts';
import { type GraphContext, shellChunk } from './shellChunk.ts';

/** Files under src/, without extension, as the module ids the build sees. */
export const src = (files: string[]) =>
  files.map((file) => fileURLToPath(new URL(`../../src/${file}`, import.meta.url)));

/**
 * Lazily loaded modules whose shared code goes in one chunk per family (scripts/build/familyChunks.ts):
 * the personal page with the views it opens on (anchors), and the event's other lazy parts.
 * The registration page has none: what it shares, it shares with pages outside any family.
 */
export const FAMILIES: Families = {
  event: {
    anchors: src([
      'features/event/EventPage',
      'features/event/PersonalLinkPage',
      'features/live/PwaLiveHome',
      'features/live/PwaEndHome',
      'features/live/LivePage',
      'features/live/EndPage',
      'pwa/InstallOffer',
    ]),
    members: src([
      'features/live/TestPage',
      'features/ondemand/OnDemandPage',
      'features/preview/PreviewPage',
      'features/calendar/CalendarPage',
      'features/agenda/Agenda',
      'features/agenda/AgendaPanel',
      'features/agenda/UpcomingSessions',
      'features/agenda/MultiSessionNavigation',
      'features/live-interaction/OverVideo',
      'features/captions/captionParts',
      'features/captions/ReplayTranscript',
      'features/live-interaction/PollPanel',
      'features/live-interaction/QuizPanel',
      'features/qna/QuestionsTab',
      'features/qna/AudienceQuestions',
      'features/live-tabs/ChatPanel',
      'features/live-tabs/EndSidebar',
      'features/live-tabs/PwaLiveExtras',
      'features/qna/QuestionsScreen',
      'project/OverflowMenu',
    ]),
  },
};

/**
 * Small modules the registration page (the first page of most visits) shares with a few other
 * pages, in chunks by the pages that load them together (scripts/build/sharedChunks.ts).
 */
export const SHARED: Record<string, string[]> = {
  // The form library and its error texts, the fields and the select's look-alike trigger: the registration,
  // evaluation, login and unregister pages, the question panel.
  forms: [
    '/node_modules/react-hook-form/',
    '/node_modules/@hookform/resolvers/',
    ...src([
      'features/registration/errorMessages',
      'domain/formSchema',
      'domain/fieldRules',
      'features/registration/fields/common',
      'features/registration/fields/TextField',
      'features/registration/fields/DropdownField',
      'features/registration/fields/ChoiceGroupField',
      'features/registration/fields/ScaleField',
      'ui/Slider',
      'ui/Select',
      'ui/selectParts',
      'features/registration/analytics',
      // The LinkedIn prefill button (lazy): the registration and login pages show it with the form.
      'features/signin/LinkedinButton',
    ]),
  ],
  // Sending and its answers: commands, the on-site seat count, error codes, choices (the registration
  // page; parts of it the change-attendance and evaluation pages and the live panels). The shell only
  // reads whether the outbox holds anything (state/outboxSignals): a page that sends nothing never
  // downloads the command table (issue 47).
  submit: src([
    'state/useCommand',
    'hooks/useAttendancePolling',
    'domain/seats',
    'domain/formErrors',
    'ui/Choice',
    'domain/outbox',
    'api/commands',
    'contract/commands',
    'contract/checkInCommands',
    'contract/sessionRating',
    // What the registration page also loads with it, one file less: the LinkedIn prefill and the
    // form layout.
    'features/registration/prefill',
    'domain/formLayout',
  ]),
  // The outbox's code (IndexedDB, the replay): loaded when a write waits or the outbox holds something.
  outbox: src(['state/outbox', 'state/outboxSync', 'state/outboxReplay', 'domain/outboxStored']),
  // The live captions views with what the replay's transcript shares with them (settings, the
  // captions' rules and reads): one chunk, so a captioned live page loads one file for them and
  // the transcript's own code stays in its chunk (features/captions, issue 47).
  captionParts: [
    ...src([
      'features/captions/captionParts',
      'features/captions/CaptionsOnPlayer',
      'features/captions/CaptionsPanel',
      'features/captions/CaptionsView',
      'features/captions/Announcer',
      'features/captions/Transcript',
      'features/captions/CaptionSettings',
      'features/captions/useCaptions',
      'features/captions/captionsStore',
      'domain/captions',
      'contract/captions',
      'api/captions',
      'state/captionPrefs',
    ]),
  ],
  // What only the end views (web app and desktop) show: the personal page loads it when its
  // broadcast ends, not with the live page.
  end: src(['features/live/EndContent']),
  // The personal page's own lazy modules, which its first visit always loads, in the event family's
  // chunk (scripts/build/familyChunks.ts) rather than a file each (issue 47: each costs ~230 B of
  // headers): the page, the live home and the live tabs' extras.
  event: [
    // The live state (valtio) every live view reads: a chunk of its own before (issue 47).
    '/node_modules/valtio/',
    '/node_modules/proxy-compare/',
    ...src([
      'state/live',
      // Its reading as transitions, which the captions' views share: a file less on a captioned page.
      'state/transitionSnapshot',
      'hooks/useTransitionStore',
      // The live buttons (the event's pages, app/ProjectShell.tsx) with the live rules and reads.
      'features/live/LiveButtons',
      'domain/live',
      'api/live',
      'features/event/EventPage',
      'features/live/PwaLiveHome',
      'features/live-tabs/PwaLiveExtras',
      // Shared by four pages or more, so the shell took them, yet only the event's pages use them:
      // the landing and the registration page no longer download them (issue 47).
      'api/eventStream',
      'domain/tabs',
      // The live state's and the audience's reads (the live document, polls, quiz, leaderboard):
      // only the event's pages read them; the command table's schemas stay in the shell.
      'contract/live',
      'api/interaction',
      // The waiting page's layout rule (LiveEventView) with the block rules; the page token, the link
      // clicks' record and the audience's state that the live panels share: a file less each (each
      // was a chunk of its own).
      'domain/blocks',
      'project/pageToken',
      'project/analytics',
      'domain/linkClicks',
      'state/audience',
      'api/reactions',
      // The live page's and the captions' styles in the event's stylesheet: two files less on the
      // personal page, whose every view (live, end, captions) is of this family.
      'features/live/live.css',
      'features/captions/captions.css',
    ]),
  ],
};

/**
 * Small modules the personal and registration pages both render with, in the shell chunk: in
 * `submit` they made the personal page download the command table it does not use (issue 47).
 */
const IN_SHELL = src(['ui/LazyDialog', 'domain/moment', 'ui/Card']);

export function chunkNames() {
  const shared = sharedChunks({ ...SHARED, render: IN_SHELL });
  const shell = shellChunk({
    boot: './src/main.tsx',
    shell: './src/app/render.tsx',
    routes: './src/app/routeTable.ts',
    minPages: 4,
    name: 'render',
    outside: (id) => shared(id) !== null,
  });
  const family = familyChunks(fileURLToPath(new URL('../../src/main.tsx', import.meta.url)), FAMILIES);
  return (id: string, ctx: GraphContext) => shell(id, ctx) ?? shared(id) ?? family(id, ctx);
}

/**
 * Modules without side effects the bundler cannot prove so (schemas built by calls): importing
 * one whose values a chunk does not use loads nothing (vite.config.ts, treeshake).
 */
export const DECLARATIVE_MODULES = /\/src\/(contract\/[A-Za-z]+|api\/interaction)\.ts$/;
