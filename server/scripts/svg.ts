/** Small SVG drawings for the demo media: avatars, logos, backgrounds and slides. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const FONT = `font-family="Archivo, 'Helvetica Neue', Arial, sans-serif"`;

export const avatarSvg = (
  initials: string,
  color: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img"
  aria-label="${esc(initials)}">
  <rect width="256" height="256" rx="128" fill="${color}"/>
  <circle cx="128" cy="128" r="112" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>
  <text x="128" y="148" text-anchor="middle" ${FONT} font-size="84" font-weight="700"
    fill="#fff">${esc(initials)}</text>
</svg>
`;

/** Bold sans glyphs average about 0.6 em: shrink long names so they fit the 350 px beside the mark. */
const logoFontSize = (name: string) => Math.min(36, Math.floor(350 / (name.length * 0.6)));

export const logoSvg = (
  name: string,
  color: string,
  mark: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 120" width="480" height="120" role="img"
  aria-label="${esc(name)}">
  <rect x="8" y="16" width="88" height="88" rx="20" fill="${color}"/>
  <text x="52" y="76" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="#fff">${esc(mark)}</text>
  <text x="116" y="72" ${FONT} font-size="${logoFontSize(name)}" font-weight="700" fill="#1f2937">${esc(name)}</text>
</svg>
`;

export const backgroundSvg = (
  from: string,
  to: string,
  accent: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="1920" height="1080"
  preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1"
      stop-color="${to}"/></linearGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#g)"/>
  <path d="M0 760 C 420 640 760 900 1180 780 S 1760 620 1920 700 V1080 H0 Z" fill="${accent}" fill-opacity=".22"/>
  <path d="M0 880 C 380 800 820 1010 1240 900 S 1800 820 1920 860 V1080 H0 Z" fill="#fff" fill-opacity=".08"/>
  <circle cx="1600" cy="220" r="260" fill="#fff" fill-opacity=".06"/>
</svg>
`;

export const slideSvg = (
  title: string,
  subtitle: string,
  from: string,
  to: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img"
  aria-label="${esc(title)}">
  <defs>
    <linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1"
      stop-color="${to}"/></linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#s)"/>
  <rect x="980" y="170" width="460" height="560" rx="36" fill="#fff" fill-opacity=".12"/>
  <circle cx="1210" cy="450" r="150" fill="none" stroke="#fff" stroke-width="18" stroke-opacity=".7"/>
  <text x="1210" y="472" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">21°</text>
  <text x="120" y="420" ${FONT} font-size="76" font-weight="700" fill="#fff">${esc(title)}</text>
  <text x="120" y="500" ${FONT} font-size="36" fill="#fff" fill-opacity=".85">${esc(subtitle)}</text>
</svg>
`;
