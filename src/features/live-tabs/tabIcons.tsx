/**
 * Icons of the live sidebar's tabs and of the custom tab (its `icon` names one): the shared set in
 * ui/icons plus a few the live page alone needs, kept here so the first pages do not carry them.
 */
import { Icon } from '../../ui/icons';

const EXTRA: Record<string, string> = {
  livecontent: 'M4 6h16M4 12h16M4 18h10',
  agenda: 'M4 5h16v15H4zM4 9h16M8 3v4m8-4v4M8 13h3m-3 4h6',
  speakers:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 ' +
    '15c0-2.6-1.2-4.8-3-5.7',
  sponsors: 'M12 3l2.2 4.6 5 .7-3.6 3.5.9 5L12 14.5 7.5 16.8l.9-5L4.8 8.3l5-.7z M8 21h8',
  map: 'M9 4l-6 2v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14',
};

export function TabIcon({ name, size = 20 }: { name: string; size?: number }) {
  const path = EXTRA[name];
  if (!path) return <Icon name={name} size={size} />;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
