/**
 * The admin pages of the preview specs (preview.spec.ts): an iframe of the preview on the admin origin
 * (the port after the app's, ADMIN_ORIGIN in playwright.config.ts) and on another origin, with what
 * the preview posts to them; the blocks the admin sends, and the heights the page reports.
 */
import { createServer, type Server } from 'node:http';
import { test, type Frame, type Page } from './fixtures';

export const APP_PORT = Number(process.env.E2E_PORT ?? 8181);

export const ADMIN_PORT = APP_PORT + 1;

export const OTHER_PORT = APP_PORT + 2;

export const APP = `http://127.0.0.1:${APP_PORT}`;

const previewPath = (query: string) =>
  new URLSearchParams(query).get('path') ??
  `/${new URLSearchParams(query).get('event') ?? 'dynamic'}/preview-dynamic-blocks`;

export const ADMIN_HTML = (query: string) => `<!doctype html><html><body style="margin:0">
<iframe id="preview" src="${APP}${previewPath(query)}${query}"
  style="width:1280px;height:800px;border:0"></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => { window.received.push({ origin: event.origin, data: event.data }); });
  window.sendBlocks = (blocks) =>
    document.getElementById('preview').contentWindow.postMessage({ type: 'updateBlocks', blocks }, '*');
</script></body></html>`;

/** The two admin pages, listening while the spec runs (its one worker: they have fixed ports). */
export function serveAdminPages() {
  const servers: Server[] = [];
  test.beforeAll(async () => {
    for (const port of [ADMIN_PORT, OTHER_PORT]) {
      const server = createServer((request, response) => {
        const query = new URL(request.url ?? '/', 'http://x').search;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ADMIN_HTML(query));
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      servers.push(server);
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
}

export interface Loaded {
  type: 'blocksLoaded';
  components: { id: string; offsetHeight: number; level: number }[];
  scrollHeight: number;
}

export const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { origin: string; data: unknown }[] }).received);

export const lastLoaded = async (page: Page) => {
  const all = (await messages(page)).filter((m) => (m.data as Loaded)?.type === 'blocksLoaded');
  return all.at(-1) as { origin: string; data: Loaded } | undefined;
};

export const previewFrame = (page: Page): Frame =>
  page.frames().find((frame) => frame.url().includes('/preview-dynamic-blocks'))!;

export const heightsInFrame = (frame: Frame) =>
  frame.evaluate(() => ({
    components: Array.from(document.querySelectorAll<HTMLElement>('[data-block-id]'), (el) => ({
      id: el.dataset.blockId!,
      offsetHeight: el.offsetHeight,
      level: Number(el.dataset.level),
    })),
    scrollHeight: document.documentElement.scrollHeight,
  }));

export const UPDATE = [
  {
    _id: 'p-header',
    componentType: 'header',
    tabTitle: 'Start',
    componentOptions: { title: 'Preview title', subtitle: 'Sent by the admin' },
  },
  {
    _id: 'p-columns',
    componentType: 'column',
    componentOptions: {
      blocks: [
        {
          _id: 'p-left',
          componentType: 'text',
          tabTitle: 'Left',
          componentOptions: {
            width: 'half',
            content:
              `<p>Left column</p><img src=x onerror="window.parent.postMessage('xss', ` +
              `'*')"><script>window.hacked=1</script>`,
          },
        },
        { _id: 'p-right', componentType: 'spacer', componentOptions: { width: 'half', height: 120 } },
      ],
    },
  },
];
