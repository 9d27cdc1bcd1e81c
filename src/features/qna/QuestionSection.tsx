/**
 * One section of the audience list (open or answered): its first questions from the pushed
 * list, and "Show more" reading the next page from the server (long lists stay light).
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { qnaApi } from '../../api/qna';
import type { PublicQuestion, QnaSection, QnaSort } from '../../contract';
import { usePageToken } from '../../project/pageToken';

interface Props {
  broadcast: string;
  section: QnaSection;
  sort: QnaSort;
  total: number;
  title?: string;
  first: number;
  shown(paged: PublicQuestion[]): PublicQuestion[];
  render(question: PublicQuestion): ReactNode;
  empty?: ReactNode;
}

export function QuestionSection({ broadcast, section, sort, total, title, first, shown, render, empty }: Props) {
  const { pageToken } = usePageToken();
  const [limit, setLimit] = useState(first);
  const [paged, setPaged] = useState<PublicQuestion[]>([]);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies(sort): another order starts the paging over
  useEffect(() => {
    setPaged([]);
    setLimit(first);
  }, [sort, first]);

  const questions = shown(paged);
  const more = async () => {
    setLoading(true);
    try {
      const page = await qnaApi.page(broadcast, section, sort, limit, pageToken);
      setPaged((current) => [...current, ...page.questions]);
      setLimit((n) => n + page.questions.length);
    } catch (error) {
      console.warn('More questions not loaded', error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {title && <h3 className="qna-section-title">{title}</h3>}
      {questions.length === 0 ? empty : <ol className="qna-list">{questions.slice(0, limit).map(render)}</ol>}
      {total > Math.min(limit, questions.length) && questions.length > 0 && (
        <button type="button" className="button button-outline" disabled={loading} onClick={() => void more()}>
          <Trans>Show more questions</Trans>
        </button>
      )}
    </>
  );
}
