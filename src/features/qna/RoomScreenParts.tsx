/**
 * The parts of the room screen (QuestionsScreen): the question being answered, the top
 * questions with their votes, and the QR code with the short address to join from a phone.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';
import type { PublicQuestion } from '../../contract/qna';
import { roomTextLength } from '../../domain/qna';

/**
 * The highlighted question under "Now answering", or, while none is, the invitation to ask on its
 * own. A new one fades in (keyed by its id); screen readers hear it (a polite live region).
 */
export function NowAnswering({ question }: { question: PublicQuestion | null }) {
  return (
    <section className="qs-panel qs-now" aria-live="polite" aria-labelledby={question ? 'qs-now-title' : undefined}>
      {question ? (
        <div key={question.id} className="qs-arrive">
          <h2 id="qs-now-title" className="qs-label">
            <Trans>Now answering</Trans>
          </h2>
          <blockquote data-testid="questions-screen-now">
            <p className="qs-now-text" data-length={roomTextLength(question.message)}>
              {question.message}
            </p>
            {question.name && <footer className="qs-asker">— {question.name}</footer>}
          </blockquote>
        </div>
      ) : (
        <p key="invite" className="qs-invite qs-arrive" data-testid="questions-screen-invite">
          <Trans>Ask your questions and vote for the ones you want answered.</Trans>
        </p>
      )}
    </section>
  );
}

/** The votes as a large number with the word below it (the number is what the room reads). */
function Votes({ count }: { count: number }) {
  return (
    <span className="qs-votes">
      <strong>{count}</strong>{' '}
      <span>
        <Plural value={count} one="vote" other="votes" />
      </span>
    </span>
  );
}

interface TopProps {
  questions: PublicQuestion[];
  loading: boolean;
  failed: boolean;
}

/** The top questions by votes; each new entry fades in, a long one is cut to a few lines. */
export function TopQuestions({ questions, loading, failed }: TopProps) {
  let body: ReactNode;
  if (questions.length) {
    body = (
      <ol className="qs-list" data-testid="questions-screen-top">
        {questions.map((q) => (
          <li key={q.id} className="qs-arrive">
            <Votes count={q.votes} />
            <span className="qs-text">{q.message}</span>
          </li>
        ))}
      </ol>
    );
  } else if (failed) {
    body = (
      <p className="qs-note" role="status">
        <Trans>The questions could not be loaded.</Trans>
      </p>
    );
  } else {
    body = (
      <p className="qs-note" role="status">
        {loading ? <Trans>Loading questions…</Trans> : <Trans>No questions yet.</Trans>}
      </p>
    );
  }
  return (
    <section className="qs-panel qs-top" aria-labelledby="qs-top-title">
      <h2 id="qs-top-title" className="qs-label">
        <Trans>Top questions</Trans>
      </h2>
      {body}
    </section>
  );
}

function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    void qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(setSvg, (error: unknown) =>
      console.warn('QR code failed', error),
    );
  }, [url]);
  // The library's own SVG markup (made from our URL, no visitor text).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR library's SVG of our own URL, no visitor text
  return <div className="qs-qr" role="img" aria-label={url} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The QR code to the event's page and its address without the scheme, breakable after the host. */
export function JoinPanel({ url }: { url: string }) {
  const { host, pathname } = new URL(url);
  return (
    <div className="qs-panel qs-join">
      <QrCode url={url} />
      <p className="qs-call">
        <Trans>Scan to ask and vote</Trans>
      </p>
      <p className="qs-url">
        {host}
        <wbr />
        {pathname}
      </p>
    </div>
  );
}
