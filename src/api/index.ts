export { api, clientTimeZone } from './client';
export { ApiError, answerStoredAt } from './http';
export type * from '../contract';
export { liveApi } from './live';
export { interactionApi, parseResultsEvent } from './interaction';
export { pushApi } from './push';
export { calendarFeedApi } from './calendarFeed';
export { qnaApi, parseQuestionsEvent } from './qna';
export { sendCommand } from './commands';
