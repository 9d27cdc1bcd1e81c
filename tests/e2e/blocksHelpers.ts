/** What the dynamic-page specs share: the seeded `dynamic` project as the page gets it, and its blocks flat. */
import { expect, type Page } from './fixtures';

export interface SeedBlock {
  _id: string;
  componentType: string;
  tabTitle?: string;
  componentOptions?: Record<string, unknown>;
}

export interface Project {
  eventTitle: string;
  dynamicBlocks: { blocks: SeedBlock[] };
  speakers: { name: string }[];
  events: { name: string; agendaStartAndEndTime: string }[];
}

/** The project as the page gets it: formatted in the browser's time zone. */
export async function dynamicProject(page: Page): Promise<Project> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone).catch(() => 'UTC');
  const response = await page.request.get(
    `/frontend-api/projectevents/dynamic?timeZone=${encodeURIComponent(timeZone)}`,
  );
  expect(response.ok()).toBe(true);
  return response.json() as Promise<Project>;
}

export const flat = (blocks: SeedBlock[]): SeedBlock[] =>
  blocks.flatMap((b) => [b, ...flat((b.componentOptions?.blocks as SeedBlock[] | undefined) ?? [])]);
