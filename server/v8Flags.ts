/**
 * V8 settings for the server process, imported first by main.ts (an ES module's imports run in
 * order, so this runs before the rest of the server is loaded).
 *
 * Allocation-site pretenuring off. Under a registration load, requests wait a few turns of the
 * event loop for their group commit (db/prepared.ts), so the objects that hono, Node's HTTP
 * parser and our handlers allocate for each request outlive young-generation collections. V8
 * then marks those allocation sites "tenured" and, for the life of the process, allocates their
 * objects straight in the old generation, for the short GETs that every attendee makes as well;
 * that old garbage keeps the young objects it points at alive through the next scavenges. GC
 * then costs several times more and the hot GETs lose about a fifth of their throughput
 * (figures in server/README.md).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
