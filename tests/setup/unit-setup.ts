/// <reference types="@testing-library/jest-dom/vitest" />
import { afterEach, vi } from "vitest";
import { noteBusyMachineOnTimeouts } from "./busy-machine-note";

// The workers run file after file in one process (`isolate: false`, issue 38): the packages stay
// loaded, while the project's own modules start again for every file, so that no file sees
// another's settings, connections, limits or caches.
vi.resetModules();

if (typeof document !== "undefined") {
  // jest-dom's matchers, for the files that have a DOM (`@vitest-environment jsdom`): loading them
  // cost every other file about 150 ms of its setup, 20 s a run (issue 38).
  await import("@testing-library/jest-dom/vitest");
  // Testing Library empties the document after each test only in the first file that loads it
  // in a worker; every later file of that worker needs it said again.
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}

// A test that runs out of time says how busy the machine was (issue 63).
noteBusyMachineOnTimeouts();
