import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Seconds to let in-flight requests finish after SIGTERM before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(10),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Reads the server's settings once at start, and stops with a plain message when one is wrong. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid server settings: ${problems.join("; ")}`);
}
