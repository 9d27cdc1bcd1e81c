/**
 * "Most votes | Newest": a segmented toggle (radix ToggleGroup, one value, arrow keys between the
 * two) instead of a native select, which a phone opens as a full-screen picker for two choices.
 * Pressing the chosen one again keeps it: a list is always sorted one way.
 */
import { useLingui } from '@lingui/react/macro';
import { ToggleGroup } from 'radix-ui';
import { QNA_SORTS, type QnaSort } from '../../contract';

export function SortToggle({ sort, onChange }: { sort: QnaSort; onChange(sort: QnaSort): void }) {
  const { t } = useLingui();
  const label: Record<QnaSort, string> = { votes: t`Most votes`, newest: t`Newest` };
  return (
    <ToggleGroup.Root
      type="single"
      className="qna-sort"
      value={sort}
      aria-label={t`Sort by`}
      onValueChange={(value) => {
        if (value) onChange(value as QnaSort);
      }}
    >
      {QNA_SORTS.map((value) => (
        <ToggleGroup.Item key={value} value={value} className="qna-sort-option">
          {label[value]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
