/** Header block: a large title and subtitle over the block's background. */
import { SafeHtml } from '../../../ui/SafeHtml';
import { text, type BlockProps } from '../blockProps';

export default function HeaderBlock({ options }: BlockProps) {
  const title = text(options.title);
  const subtitle = text(options.subtitle);
  return (
    <div className="block-inner block-header-inner">
      {title && <h2 className="block-header-title">{title}</h2>}
      {subtitle && <p className="block-header-subtitle">{subtitle}</p>}
      <SafeHtml html={text(options.content)} />
    </div>
  );
}
