/** The Hono app: every route of the reference server, built on injected database, config and clock. */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { type AppCache, createAppCache } from './cache/appCache.ts';
import { type ChangeFeed, localChangeFeed } from './cache/changeFeed.ts';
import type { PublisherProfileLookup } from './baseDeps.ts';
import type { AppDeps } from './deps.ts';
import { createOpenStreams, type OpenStreams } from './lib/openStreams.ts';
import {
  DEV_PUBLISHER_PROFILE_URL,
  type ProviderFetch,
  publisherProfileLookup,
  unconfiguredPublisher,
} from './oauth/publisherProfile.ts';
import type { LoadRenderer } from './ssr/renderer.ts';
import { compressAnswers } from './http/compress.ts';
import { bodySizeLimit } from './http/bodyLimit.ts';
import { ApiError, apiErrorOf, errorBody, isAnswer } from './http/errors.ts';
import { errorSummary } from './lib/logSafe.ts';
import { noStoreByDefault } from './http/noStore.ts';
import { refuseMalformedInput } from './http/inputGuard.ts';
import { createRateLimiter } from './http/rateLimit.ts';
import { baseSecurityHeaders, devPageSecurityHeaders } from './http/securityHeaders.ts';
import { devAnalyticsRoutes } from './routes/analytics.ts';
import { evaluationRoutes } from './routes/evaluations.ts';
import { devRoutes } from './routes/dev.ts';
import { miscRoutes } from './routes/misc.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { operationsRoutes } from './ops/index.ts';
import { createMetrics } from './http/metrics.ts';
import { hotReadRoutes } from './routes/hotReads.ts';
import { hotPageRoutes } from './routes/hotPages.ts';
import { previewRoutes } from './routes/preview.ts';
import { deploymentSettingsRoutes } from './routes/deploymentSettings.ts';
import { projectRoutes } from './routes/projects.ts';
import { registrationQueryRoutes } from './routes/registrationQueries.ts';
import { registrationRoutes } from './routes/registrations.ts';
import { apiCommandRoutes } from './routes/commands.ts';
import { liveRoutes } from './live/index.ts';
import { visitorPage } from './ssr/visitorPage.ts';
import { builtRenderer } from './ssr/renderer.ts';
import { createAppManifests } from './cache/appManifests.ts';
import { manifestRoutes } from './routes/manifest.ts';
import { calendarFeedRoutes } from './routes/calendarFeed.ts';
import { projectCheckInCounts } from './checkin/counts.ts';
import { checkInRoutes } from './checkin/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { MEDIA_DIR, underServerPrefix } from './http/serverPaths.ts';
import { documentPages, mountStatic } from './routes/static.ts';

export type { AppDeps } from './deps.ts';

/** What createApp needs; the cache defaults to one for a single process (PGlite, tests). */
export type AppInput = Omit<AppDeps, 'cache' | 'afterCommit' | 'feed' | 'publisherProfile' | 'streams'> & {
  cache?: AppCache;
  feed?: ChangeFeed;
  publisherProfile?: PublisherProfileLookup;
  serverRenderer?: LoadRenderer;
  streams?: OpenStreams;
};

/**
 * The input completed with this process's defaults. `ownApp` answers a request with this
 * server's own routes: the development publisher is asked in process (no port, no network)
 * unless a provider is configured.
 */
export function completeDeps(input: AppInput, ownApp: ProviderFetch): AppDeps {
  const feed = input.feed ?? localChangeFeed();
  const configured = input.config.publisher?.profileUrl;
  return {
    ...input,
    publisherProfile:
      input.publisherProfile ??
      (configured
        ? publisherProfileLookup(configured, fetch)
        : input.config.production
          ? unconfiguredPublisher
          : publisherProfileLookup(DEV_PUBLISHER_PROFILE_URL, ownApp)),
    feed,
    cache: input.cache ?? createAppCache(input.db, feed),
    streams: input.streams ?? createOpenStreams(),
    afterCommit: (fn) => fn(),
  };
}

export function createApp(input: AppInput): Hono {
  const app = new Hono();
  const deps = completeDeps(input, async (url, init) => app.request(url, init));
  const limiter = createRateLimiter(deps);

  app.onError((err, c) => {
    if (isAnswer(err)) {
      const answer = apiErrorOf(err);
      return c.json(errorBody(answer), answer.status, answer.headers);
    }
    if (err instanceof HTTPException) {
      return c.json(errorBody(new ApiError(err.status, err.message || 'Bad request')), err.status);
    }
    // The route's pattern, not the path: paths hold registration ids, queries e-mails and tokens.
    console.error(`${c.req.method} ${routePath(c) || '(no route)'} failed: ${errorSummary(err)}`);
    return c.json(errorBody(new ApiError(500, 'Internal error')), 500);
  });

  app.notFound((c) =>
    underServerPrefix(c.req.path) ? c.json(errorBody(new ApiError(404, 'Not found')), 404) : c.text('Not found', 404),
  );

  const metrics = createMetrics(deps.db);
  // First: the reads every attendee makes, answered whole from memory (headers and metrics
  // included) or passed on to the regular routes below.
  app.route('/', hotReadRoutes(deps, metrics));
  // Visitor pages rendered on the server (issue 33): the build's renderer, or the one a test
  // passes. Answered whole here in the common case, else by the regular route (routes/static.ts) at the end.
  const pages = documentPages(
    deps.config,
    visitorPage(deps, input.serverRenderer ?? builtRenderer(deps.config.distDir)),
  );
  app.route('/', hotPageRoutes(deps, pages, metrics));
  // nosniff and the Referrer-Policy on every answer, errors and 404s included.
  app.use('*', baseSecurityHeaders());
  // Then: its metrics middleware times every request, limits and compression included.
  app.route('/', operationsRoutes(deps, metrics));
  // By Content-Length where the body declares it (http/bodyLimit.ts): no fetch Request is built.
  const limitBody = bodySizeLimit(64 * 1024);
  app.use('/api/*', limitBody);
  app.use('/frontend-api/*', limitBody);
  // The demo's stand-ins too (issue 43: /dev/chat took 20 MB).
  app.use('/dev/*', limitBody);
  // No NUL or lone surrogate in a query or form reaches a route (JSON bodies: jsonBody).
  app.use('*', refuseMalformedInput());
  // The built app goes out precompressed (routes/static.ts); the server's own answers are compressed here.
  const compressed = compressAnswers();
  for (const prefix of ['/api', '/frontend-api', '/dev', '/live-director']) app.use(`${prefix}/*`, compressed);
  app.use('/dev/*', devPageSecurityHeaders());
  app.use('/live-director/console/*', devPageSecurityHeaders());
  // Answers with a visitor's data or a credential must not stay in any cache: no-store unless a
  // route says otherwise (the public documents carry their ETag; counts are answered in hotReads).
  for (const prefix of ['/api', '/frontend-api', '/live-director']) app.use(`${prefix}/*`, noStoreByDefault());

  // The director console shows the door's counts (issue 49): read by the check-in room, given here.
  app.route('/', liveRoutes(deps, { checkInCounts: (projectId) => projectCheckInCounts(deps, projectId) }));
  app.route('/frontend-api', projectRoutes(deps, limiter));
  // Query routes first: their literal segments (count-each-event, ...) must win over :registrationID.
  app.route('/api', registrationQueryRoutes(deps, limiter));
  // The visitor writes, mounted from the command table (routes/commands.ts).
  app.route('/api', apiCommandRoutes(deps, limiter));
  app.route('/api', registrationRoutes(deps, limiter));
  app.route('/api/evaluations', evaluationRoutes(deps, limiter));
  app.route('/api', miscRoutes(deps));
  app.route('/api', previewRoutes(deps));
  app.route('/', deploymentSettingsRoutes(deps));
  // The demo's pages and stand-ins: mails, analytics and sign-in providers. Never in production.
  if (!deps.config.production) {
    app.route('/dev/analytics', devAnalyticsRoutes(deps));
    app.route('/dev', devRoutes(deps));
    app.route('/dev/oauth', oauthRoutes(deps));
  }
  app.route('/', manifestRoutes(deps, createAppManifests(MEDIA_DIR)));
  app.route('/', calendarFeedRoutes(deps, limiter));
  app.route('/', checkInRoutes(deps, limiter));
  app.route('/api/push', pushRoutes(deps, limiter));
  mountStatic(app, deps.config, pages);

  return app;
}
