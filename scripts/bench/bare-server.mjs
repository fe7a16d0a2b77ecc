// @ts-check
// The benchmark's yardstick: a bare Node `http` server that answers every request with one
// recorded response (status, headers and body, byte for byte), as fast as Node can.
// Usage: node bare-server.mjs <response.json> — prints "listening on <port>".
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const recorded = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8"));
const body = Buffer.from(recorded.body, "base64");
/** @type {string[]} */
const headers = recorded.headers;

const server = createServer((_req, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
// The benchmark ends it; should the benchmark die, it goes too.
process.on("disconnect", () => process.exit(0));
