/** Text block: the organiser's HTML, sanitized. */
import { SafeHtml } from '../../../ui/SafeHtml';
import { text, type BlockProps } from '../blockProps';

export default function TextBlock({ options }: BlockProps) {
  const title = text(options.title);
  return (
    <div className="block-inner">
      {title && <h2>{title}</h2>}
      <SafeHtml html={text(options.content)} />
    </div>
  );
}
