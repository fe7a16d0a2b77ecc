/// <reference types="@testing-library/jest-dom/vitest" />
// jest-dom's matchers, for the files that have a DOM (`@vitest-environment jsdom`): loading them
// cost every other file about 150 ms of its setup, 20 s a run (issue 38).
if (typeof document !== "undefined") await import("@testing-library/jest-dom/vitest");

export {};
