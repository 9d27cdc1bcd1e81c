/** A few line icons drawn here, so no icon font or third-party host is needed. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 7v6m0-9v.01',
  program: 'M4 5h16v15H4zM4 9h16M8 3v4m8-4v4',
  handout: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  question: 'M4 5h16v11H9l-5 4zM12 12.5v.01M10 8.5a2 2 0 1 1 2.5 1.9c-.3.1-.5.4-.5.7',
  poll: 'M5 20V10m7 10V4m7 16v-7',
  chat: 'M4 5h16v11H9l-5 4z',
  quiz: 'M5 12l4 4 10-10',
  custom: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  support: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 14v.01M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7',
  'privacy-policy': 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  download: 'M12 4v11m-5-5l5 5 5-5M5 20h14',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
};

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.info} />
    </svg>
  );
}
