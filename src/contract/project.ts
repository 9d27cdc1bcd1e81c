/** The project document: events, fields, style and content, as the project call answers it. */
import * as v from 'valibot';
import { EvaluationSchema } from './evaluationForm';
import { QuestionsModeSchema, QuestionsScreenSchema } from './questionsSettings';

export const LOCALES = ['nlFormal', 'nlInformal', 'en', 'de', 'fr'] as const;
export const LocaleSchema = v.picklist(LOCALES);

/** How a registered visitor gets their personal link again: `registration.loginMode`. */
export const LOGIN_MODES = ['direct', 'magic-link'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];
export type Locale = v.InferOutput<typeof LocaleSchema>;

export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'dropdown',
  'checkbox',
  'radio',
  'date',
  'date-picker',
  'on-site-viewer',
  'mobile',
  'scale',
] as const;

const OptionSchema = v.object({ id: v.string(), text: v.string(), openAnswer: v.optional(v.boolean()) });
export type FieldOption = v.InferOutput<typeof OptionSchema>;

export const RegistrationFieldSchema = v.object({
  id: v.string(),
  name: v.string(),
  label: v.string(),
  required: v.boolean(),
  type: v.picklist(FIELD_TYPES),
  options: v.optional(v.array(OptionSchema)),
  /** Extra rules: exact length, positive integer, numeric range. */
  length: v.optional(v.number()),
  positiveInteger: v.optional(v.boolean()),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  placeholder: v.optional(v.string()),
});
export type RegistrationField = v.InferOutput<typeof RegistrationFieldSchema>;

const HandoutSchema = v.object({ url: v.string(), buttonText: v.string() });
export type Handout = v.InferOutput<typeof HandoutSchema>;

export const EventSchema = v.object({
  _id: v.string(),
  name: v.string(),
  startTime: v.number(), // seconds since the epoch
  durationInMinutes: v.number(),
  breakout_group: v.optional(v.nullable(v.string())),
  breakoutGroupName: v.optional(v.nullable(v.string())),
  breakouts: v.optional(v.array(v.string())),
  registrationType: v.optional(v.string()),
  registrationsCountLimit: v.optional(v.nullable(v.number())),
  onDemandActive: v.optional(v.boolean()),
  onDemandID: v.optional(v.nullable(v.string())),
  onDemandPageContent: v.optional(v.string()),
  livePageContent: v.optional(v.string()),
  /** LIVE-07: the organiser's short announcement, plain text, shown above the player. */
  announcement: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  livePageHandoutText: v.optional(v.string()),
  tabOrder: v.optional(v.array(v.string())),
  /**
   * The live page's look (spec 2 section 2): 1 (default) the sidebar tabs as listed; 2 a home tab
   * first holding about, speakers and program, and support (FAQ) and privacy-policy tabs last.
   */
  livePageVariant: v.optional(v.picklist([1, 2])),
  /** noChat, eventChat (a room by event) or websiteChat (a website's chat), src/domain/chat.ts. */
  chatType: v.optional(v.string()),
  eventChatId: v.optional(v.string()),
  websiteChatId: v.optional(v.string()),
  showHandoutTab: v.optional(v.boolean()),
  /**
   * Live captions and the replay's transcript (issue 48), on unless `false`: off, the live page
   * shows no CC button and no transcript, the captioner's posts are refused, the replay has no track.
   */
  showCaptions: v.optional(v.boolean()),
  handouts: v.optional(v.array(HandoutSchema)),
  moderator: v.optional(v.boolean()),
  /** Audience Q&A (contract/qna.ts): who sees the questions; `private` (the default) as before. */
  questionsMode: v.optional(QuestionsModeSchema),
  /** What the room screen lists (contract/qna.ts): `moderated` unless the organiser chooses `open`. */
  questionsScreen: v.optional(QuestionsScreenSchema),
  /** Whether a visitor may ask without their name on the public list. */
  anonymousQuestions: v.optional(v.boolean()),
  liveDirectorBroadcastSlug: v.optional(v.string()),
  evaluation: v.optional(v.object({ fields: v.array(v.any()) })),
  // Formatted by the server in the client's time zone and the project's language.
  startTimeFormatted: v.optional(v.string()),
  startDateTimeFormattedFull: v.optional(v.string()),
  startTimeFormattedTime: v.optional(v.string()),
  startTimeFormattedDate: v.optional(v.string()),
  agendaStartAndEndTime: v.optional(v.string()),
  /** Set by the server when registrationsCountLimit is reached. */
  disabled: v.optional(v.boolean()),
});
export type ProjectEvent = v.InferOutput<typeof EventSchema>;

const SpeakerSchema = v.object({
  id: v.string(),
  name: v.string(),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  link: v.optional(v.string()),
  avatar: v.optional(v.object({ url: v.string() })),
});
export type Speaker = v.InferOutput<typeof SpeakerSchema>;

const SponsorSchema = v.object({
  id: v.string(),
  title: v.string(),
  short_description: v.optional(v.string()),
  button_title: v.optional(v.string()),
  button_url: v.optional(v.string()),
  button_color: v.optional(v.string()),
  avatar: v.optional(v.object({ url: v.string() })),
  approval_number: v.optional(v.string()),
});
export type Sponsor = v.InferOutput<typeof SponsorSchema>;

export const BlockSchema: v.GenericSchema<Block> = v.object({
  _id: v.string(),
  componentType: v.string(),
  tabTitle: v.optional(v.string()),
  componentOptions: v.optional(v.record(v.string(), v.any())),
});
export interface Block {
  _id: string;
  componentType: string;
  tabTitle?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each block kind reads and checks its own options
  componentOptions?: Record<string, any>;
}

const DynamicBlocksSchema = v.object({ layout: v.string(), blocks: v.array(BlockSchema) });

export const StyleSchema = v.object({
  logoUrl: v.optional(v.string()),
  primaryColor: v.optional(v.string()),
  backgroundGradient: v.optional(v.string()),
  backgroundUrl: v.optional(v.string()),
  fontFamily: v.optional(v.string()),
  /** A brand font without an open licence (CONST-06): its font file, on this origin or a media origin of the CSP. */
  customFontUrl: v.optional(v.string()),
  faviconUrl: v.optional(v.string()),
  buttonBorderRadius: v.optional(v.number()),
  labelBorderRadius: v.optional(v.number()),
  cardBorderRadius: v.optional(v.number()),
  inputBorderRadius: v.optional(v.number()),
  textInsideButtonColorHex: v.optional(v.string()),
  customLogoHeightRegistrationPage: v.optional(v.number()),
  customLogoWidthInPercentRegistrationPage: v.optional(v.number()),
});

export const PwaStyleSchema = v.object({
  primaryColor: v.optional(v.string()),
  secondaryColor: v.optional(v.string()),
  backgroundUrl: v.optional(v.string()),
  backgroundGradient: v.optional(v.string()),
});

export const ProjectSchema = v.object({
  _id: v.string(),
  companyId: v.string(),
  companyName: v.string(),
  projectType: v.string(), // 'multiSession' | 'hybrid' | others
  language: LocaleSchema,
  eventTitle: v.string(),
  calendarTitle: v.optional(v.string()),
  event: EventSchema,
  events: v.array(EventSchema),
  location: v.optional(v.object({ formattedAddress: v.optional(v.string()) })),
  privacyPolicyUrl: v.optional(v.string()),
  privacyText: v.optional(v.string()),
  security: v.optional(v.object({ passwordLivePageActive: v.optional(v.boolean()) })),
  requireRegistrationForOnDemand: v.optional(v.boolean()),
  hideCalendarInvite: v.optional(v.boolean()),
  preventSwitchingRooms: v.optional(v.boolean()),
  expectedOnSiteViewers: v.optional(v.number()),
  registration: v.object({
    type: v.optional(v.string()), // 'open' | 'publisher' | other
    fields: v.array(RegistrationFieldSchema),
    introductionText: v.optional(v.string()),
    confirmationText: v.optional(v.string()),
    onSiteConfirmationText: v.optional(v.string()),
    attachRegistrationDataToAskAQuestion: v.optional(v.boolean()),
    showLinkedin: v.optional(v.boolean()),
    /**
     * `direct` (default, the spec's flow) or `magic-link`: login by e-mail and a repeated
     * registration answer without the registration id and mail the personal link (issue 27).
     */
    loginMode: v.optional(v.picklist(LOGIN_MODES)),
    /** The participants list for registered visitors of the project (default true); anonymous visitors never see it. */
    participantsList: v.optional(v.boolean()),
  }),
  style: v.optional(StyleSchema),
  pwaStyle: v.optional(PwaStyleSchema),
  customScript: v.optional(v.string()),
  customStyle: v.optional(v.string()),
  dynamicBlocks: v.optional(DynamicBlocksSchema),
  waitingPageDynamicBlocks: v.optional(DynamicBlocksSchema),
  pwaHomescreenContent: v.optional(v.string()),
  splashPageContent: v.optional(v.string()),
  showPollsOverVideo: v.optional(v.boolean()),
  showQuizOverVideo: v.optional(v.boolean()),
  showProgramTab: v.optional(v.boolean()),
  topics: v.optional(v.array(v.object({ title: v.string(), description: v.optional(v.string()) }))),
  speakers: v.optional(v.array(SpeakerSchema)),
  sponsors: v.optional(v.array(SponsorSchema)),
  sponsorsFooterLogo: v.optional(v.object({ key: v.optional(v.string()), url: v.string() })),
  endPage: v.optional(
    v.object({
      content: v.optional(v.string()),
      handouts: v.optional(v.array(HandoutSchema)),
      showCrispChat: v.optional(v.boolean()),
    }),
  ),
  customTab: v.optional(
    v.object({
      show: v.boolean(),
      title: v.string(),
      icon: v.optional(v.string()),
      bodyText: v.optional(v.string()),
    }),
  ),
  elearningButton: v.optional(v.object({ title: v.string(), href: v.string(), alternateHref: v.optional(v.string()) })),
  evaluationButton: v.optional(
    v.object({
      hide: v.optional(v.boolean()),
      overwrite: v.optional(v.boolean()),
      title: v.optional(v.string()),
      href: v.optional(v.string()),
    }),
  ),
  customCtaButton: v.optional(v.object({ enabled: v.boolean(), title: v.string(), href: v.string() })),
  /** The question form: name and e-mail are optional unless the organiser requires them (issue 30). */
  questionForm: v.optional(v.object({ requireNameAndEmail: v.optional(v.boolean()) })),
  evaluation: v.optional(EvaluationSchema),
  onSiteEvaluation: v.optional(EvaluationSchema),
});
export type Project = v.InferOutput<typeof ProjectSchema>;

/** The company preview: its default project, in full. */
export const CompanyPreviewSchema = ProjectSchema;
