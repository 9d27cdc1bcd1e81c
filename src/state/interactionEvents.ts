/**
 * The live stream's interaction events (issue 50), read into the live and audience stores the same
 * way on every page that streams a broadcast: the personal page (hooks/useLiveLibrary) and the
 * room screen (features/qna/useRoomQuestions).
 */
import { parseLeaderboardEvent, parseResultsEvent } from '../api/interaction';
import { parseCloudEvent, parseReactionsEvent } from '../api/reactions';
import { applyCloud, applyReactionBurst } from './audience';
import { applyLeaderboard, applyPollResults } from './live';

export const interactionEvents: Record<string, (data: string) => void> = {
  // Poll counts after votes (the interaction panels show them).
  results: (data) => {
    const results = parseResultsEvent(data);
    if (results) applyPollResults(results);
  },
  // The quiz leaderboard after each question.
  leaderboard: (data) => {
    const board = parseLeaderboardEvent(data);
    if (board !== undefined) applyLeaderboard(board);
  },
  // Reaction bursts (the floats) and the open word cloud's counts.
  reactions: (data) => {
    const burst = parseReactionsEvent(data);
    if (burst) applyReactionBurst(burst);
  },
  cloud: (data) => {
    const cloud = parseCloudEvent(data);
    if (cloud !== undefined) applyCloud(cloud);
  },
};
