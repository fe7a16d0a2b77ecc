import { type IncomingHttpHeaders, request } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One HTTP request on a connection of its own, the body as the server sent it (not decompressed). */
export function rawRequest(
  url: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
