/** Participants block (PART-03, AGD-20): the participants element, under the block's own title. */
import { ParticipantsElement } from '../../participants/ParticipantsElement';
import { text, type BlockProps } from '../blockProps';

export default function ParticipantsBlock({ options }: BlockProps) {
  return (
    <div className="block-inner">
      <ParticipantsElement title={text(options.title)} />
    </div>
  );
}
