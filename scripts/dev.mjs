// @ts-check
// `npm run dev`: the same identity provider as `npm start`, then React Router's dev server.
import { spawn } from "node:child_process";
import { prepareIdentity } from "./identity.mjs";

const host = process.env.HOST ?? "127.0.0.1";
const identity = await prepareIdentity(host);
const dev = spawn("npx", ["react-router", "dev", "--host", host, ...process.argv.slice(2)], { stdio: "inherit" });
const stop = () => dev.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", async (code) => {
  await identity.stop();
  process.exit(code ?? 0);
});
