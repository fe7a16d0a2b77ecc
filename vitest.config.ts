import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/unit-setup.ts"],
    globalSetup: ["./tests/setup/auth-emulator.global.ts"],
    restoreMocks: true,
  },
});
