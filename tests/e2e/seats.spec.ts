/**
 * Everything that changes on-site seats of `hybrid-summit` lives in this one serial file, so
 * parallel workers never race for the two free seats (38 of 40 taken in the seed). Elsewhere,
 * register on hybrid-summit as online only.
 * Order: attendance changes first (they give seats back), then the run-out journey.
 */
import { test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

// == attendance (change-attendance page) ==

// == run-out (on-site registration until no seat is left) ==
test('placeholder keeps the file valid until the journeys land', () => {});
