/**
 * Prometheus metrics (prom-client), one registry per app: request rates and latencies per route
 * (the route pattern, never the raw path), active registrations per project, open live
 * connections, and mails by delivery state. Gauges that need the database are read at scrape
 * time. server/README.md lists them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

type Rows<T> = { rows: T[] };

/** Event streams (the live director's SSE) this process is serving now, counted by the stream route. */
let openEventStreams = 0;

/** Counts one more open event stream; the answer uncounts it (once, however often called). */
export function trackEventStream(): () => void {
  openEventStreams++;
  let open = true;
  return () => {
    if (open) openEventStreams--;
    open = false;
  };
}

/** Mails per delivery state (mail_outbox.status: pending, sent, failed). */
async function mailStates(db: Db): Promise<Record<string, number>> {
  const result = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const states: Record<string, number> = { pending: 0, sent: 0, failed: 0 };
  for (const r of result) states[r.status] = Number(r.n);
  return states;
}

export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time to the answer's headers, by method and route",
    labelNames: ['method', 'route'] as const,
    registers: [registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  new Gauge({
    name: 'eventhall_registrations_active',
    help: 'Active (not unregistered) registrations per project',
    labelNames: ['project'] as const,
    registers: [registry],
    async collect() {
      const result = await db.execute(
        sql`select project_id, count(*)::int as n from registrations where not unregistered group by project_id`,
      );
      this.reset();
      for (const r of (result as unknown as Rows<{ project_id: string; n: number }>).rows)
        this.set({ project: r.project_id }, Number(r.n));
    },
  });
  new Gauge({
    name: 'eventhall_check_ins',
    help: 'Tickets checked in at the door per project (issue 49; read at scrape)',
    labelNames: ['project'] as const,
    registers: [registry],
    async collect() {
      const result = await db.execute(
        sql`select project_id, count(*)::int as n from check_ins where session = '' group by project_id`,
      );
      this.reset();
      for (const r of (result as unknown as Rows<{ project_id: string; n: number }>).rows)
        this.set({ project: r.project_id }, Number(r.n));
    },
  });
  new Gauge({
    name: 'eventhall_live_connections',
    help: 'Open live-director connections (server-sent event streams) in this process',
    registers: [registry],
    collect() {
      this.set(openEventStreams);
    },
  });
  new Gauge({
    name: 'eventhall_mails',
    help: 'Mails in the outbox by state (pending, sent, failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      for (const [state, n] of Object.entries(await mailStates(db))) this.set({ state }, n);
    },
  });

  /** The pattern that answered; when a middleware answered (a 401), the handler's the path matched. */
  const routeOf = (c: Context) => {
    const wild = (path: string) => path === '*' || path.endsWith('/*');
    const answered = routePath(c);
    if (answered && !wild(answered)) return answered;
    return matchedRoutes(c).findLast((r) => r.method !== 'ALL' && !wild(r.path))?.path ?? '(none)';
  };

  /** Counts and times every request; unmatched paths are one route, `(none)`, so scanners add no labels. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeOf(c);
    const method = c.req.method;
    requests.inc({ method, route, status: String(c.res.status) });
    latency.observe({ method, route }, (performance.now() - started) / 1000);
  };

  /**
   * Counts and times an answer built whole ahead of the middleware (routes/hotReads.ts), through
   * label-bound children kept per method, route and status: no label hashing per request.
   */
  const children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
  const record = (method: string, route: string, status: number, started: number) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = {
        count: requests.labels({ method, route, status: String(status) }),
        time: latency.labels({ method, route }),
      };
      children.set(key, child);
    }
    child.count.inc();
    child.time.observe((performance.now() - started) / 1000);
  };

  return { registry, middleware, record };
}

export type WholeAnswerMetrics = Pick<ReturnType<typeof createMetrics>, 'record'>;
