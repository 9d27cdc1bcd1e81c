/**
 * The end page's lazily loaded parts, in a module of their own: the end page imports them, and
 * pageChunks.ts, which imports the end page, loads them before hydrating markup that shows them.
 */
import { lazyView } from '../../ui/lazyView';

export const endSidebar = lazyView(() => import('../live-tabs/EndSidebar'));
export const upcomingSessions = lazyView(() => import('../agenda/UpcomingSessions'));
