/**
 * /{event}/questions-screen, for a projector (issue 35): the question being answered now, large;
 * the top open questions by votes (in an `open` event only where the organiser chose
 * `questionsScreen: 'open'`, domain/qna.ts); a QR code to the event's page so the room can ask and vote.
 * In the project's theme, sized to the viewport so the back of the hall can read it; live.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import { paths } from '../../domain/paths';
import { roomScreenListsQuestions, sortedQuestions } from '../../domain/qna';
import { useShell } from '../../project/shellContext';
import { LivePagePassword } from '../password/LivePagePassword';
import { useRoomQuestions } from './useRoomQuestions';
import './questionsScreen.css';

/** Questions a projector shows beside the highlighted one. */
const SCREEN_TOP = 5;

function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    void qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(setSvg, (error: unknown) => console.warn('QR code failed', error));
  }, [url]);
  // The library's own SVG markup (made from our URL, no visitor text).
  return <div className="qs-qr" role="img" aria-label={url} dangerouslySetInnerHTML={{ __html: svg }} />;
}

function Votes({ count }: { count: number }) {
  return <Plural value={count} one="# vote" other="# votes" />;
}

/** The page: behind the live page's password where the project sets one (its questions are the live page's). */
export default function QuestionsScreenPage() {
  return <LivePagePassword><QuestionsScreen /></LivePagePassword>;
}

function QuestionsScreen() {
  const { project, eventId, pageToken } = useShell();
  const broadcast = project.event.liveDirectorBroadcastSlug || project.event._id || eventId;
  const list = useRoomQuestions(broadcast, pageToken);
  const url = `${window.location.origin}${paths.landing(eventId)}`;
  const highlighted = list?.questions.find((q) => q.id === list.highlighted) ?? null;
  const listed = roomScreenListsQuestions(project.event);
  const top = list && listed ? sortedQuestions(list.questions, 'approved', 'votes').filter((q) => q.id !== list.highlighted).slice(0, SCREEN_TOP) : [];

  return (
    <main className="qs" data-testid="questions-screen">
      <header className="qs-head">
        {project.style?.logoUrl && <img className="qs-logo" src={project.style.logoUrl} alt="" />}
        <h1>{project.event.name}</h1>
      </header>
      <section className="qs-now" aria-live="polite" aria-labelledby="qs-now-title">
        <h2 id="qs-now-title"><Trans>Now answering</Trans></h2>
        {highlighted ? (
          <blockquote data-testid="questions-screen-now">
            <p>{highlighted.message}</p>
            {highlighted.name && <footer>{highlighted.name}</footer>}
          </blockquote>
        ) : <p className="qs-muted"><Trans>Ask your questions and vote for the ones you want answered.</Trans></p>}
      </section>
      {listed && <section className="qs-top" aria-labelledby="qs-top-title">
        <h2 id="qs-top-title"><Trans>Top questions</Trans></h2>
        {top.length ? (
          <ol data-testid="questions-screen-top">
            {top.map((q) => (
              <li key={q.id}><span className="qs-votes"><Votes count={q.votes} /></span><span className="qs-text">{q.message}</span></li>
            ))}
          </ol>
        ) : <p className="qs-muted"><Trans>No questions yet.</Trans></p>}
      </section>}
      <aside className="qs-join">
        <QrCode url={url} />
        <p><Trans>Scan to ask and vote</Trans></p>
        <p className="qs-url">{url.replace(/^https?:\/\//, '')}</p>
      </aside>
    </main>
  );
}
