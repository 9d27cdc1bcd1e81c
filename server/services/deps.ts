/**
 * What the registration rules are given: the base dependencies and the part of this process's
 * memory they use. The memory (cache/) is a floor above and builds on these rules, so they name
 * only what they call; the app's whole deps (deps.ts) fit.
 */
import type { BaseDeps } from '../baseDeps.ts';
import type { StoredProject } from '../db/projects.ts';
import type { CountChanges } from './counters.ts';

/** The project as this process holds it, and where a committed write's count changes go. */
export interface ProjectMemory {
  project(projectId: string): Promise<{ project: StoredProject } | undefined>;
  recordCounts(changes: CountChanges): void;
}

export interface ServiceDeps extends BaseDeps {
  cache: ProjectMemory;
}
