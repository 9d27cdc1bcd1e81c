/**
 * /{event}/questions-screen, for a projector (issues 35 and 45): the question being answered now,
 * large, with the asker's name; the top open questions by votes (in an `open` event only where the
 * organiser chose `questionsScreen: 'open'`, domain/qna.ts); the event's name and logo and a QR
 * code to the event's page so the room can ask and vote. The whole screen without scrolling on a
 * landscape screen (1920x1080, 1280x720, 1366x768), every size taken from the viewport; a phone
 * that opens it gets the same parts one below the other. Live: its own stream reader.
 */
import { paths } from '../../domain/paths';
import { roomScreenListsQuestions, roomScreenTop } from '../../domain/qna';
import { useShell } from '../../project/shellContext';
import { RoomInteraction, useRoomInteraction } from '../live-interaction/RoomInteraction';
import { LivePagePassword } from '../password/LivePagePassword';
import { RoomCloud, RoomReactions, useRoomCloudOpen } from '../live-reactions/RoomAudience';
import { JoinPanel, NowAnswering, TopQuestions } from './RoomScreenParts';
import { useRoomQuestions } from './useRoomQuestions';
import './questionsScreen.css';

/** The page: behind the live page's password where the project sets one (its questions are the live page's). */
export default function QuestionsScreenPage() {
  return (
    <LivePagePassword>
      <QuestionsScreen />
    </LivePagePassword>
  );
}

function QuestionsScreen() {
  const { project, eventId, pageToken } = useShell();
  const broadcast = project.event.liveDirectorBroadcastSlug || project.event._id || eventId;
  const { list, failed } = useRoomQuestions(broadcast, pageToken);
  const url = `${window.location.origin}${paths.landing(eventId)}`;
  const highlighted = list?.questions.find((q) => q.id === list.highlighted) ?? null;
  const listed = roomScreenListsQuestions(project.event);
  // Issue 50: an open word cloud takes the questions' place while it is open; else an active poll or
  // quiz (its leaderboard) takes the place of the question being answered.
  const clouded = useRoomCloudOpen();
  const interaction = useRoomInteraction();

  return (
    <main className={listed ? 'qs' : 'qs qs-now-only'} data-testid="questions-screen">
      {/* Brand and QR code share the side column on a landscape screen; on a phone they open and close the page. */}
      <div className="qs-side">
        <header className="qs-panel qs-brand">
          {project.style?.logoUrl && <img className="qs-logo" src={project.style.logoUrl} alt="" />}
          <h1>{project.event.name}</h1>
        </header>
        <JoinPanel url={url} />
      </div>
      {clouded ? (
        <RoomCloud />
      ) : interaction ? (
        <RoomInteraction kind={interaction} />
      ) : (
        <NowAnswering question={highlighted} />
      )}
      {listed && !clouded && (
        <TopQuestions
          questions={list ? roomScreenTop(list.questions, list.highlighted) : []}
          loading={!list}
          failed={failed && !list}
        />
      )}
      <RoomReactions />
    </main>
  );
}
