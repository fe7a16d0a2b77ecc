import { type ChildProcess, execFileSync } from "node:child_process";
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startChild, stopChild, waitFor } from "./child-processes";

/**
 * The production set-up, made on this machine for a test: Node instances of the site's build
 * behind nginx, which runs from the shipped deploy/nginx/brightline.conf with TLS on a
 * certificate made now.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
export const shippedConfig = path.join(root, "deploy/nginx/brightline.conf");

/** nginx on PATH, or where Debian puts it (root's PATH has /usr/sbin, a user's may not). */
export function findNginx(): string | undefined {
  const directories = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, "nginx");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

export type TestValues = {
  httpPort: number;
  httpsPort: number;
  /** The name the browser uses: server_name, and the host of the canonical origin. */
  serverName: string;
  certificate: string;
  certificateKey: string;
  /** address:port of each Node instance. */
  upstreams: string[];
  accessLog: string;
  /** Where nginx keeps its micro-cache. */
  cacheDirectory: string;
};

/**
 * The shipped site config with only what a user changes replaced: the lines marked
 * "# CHANGE" (names, certificate, instances, log) and the listen ports, which become loopback
 * ones. IPv6 listens are left out: a test machine may have no IPv6 at all. Every other line
 * is the shipped one, byte for byte. A marked line this function does not know fails the
 * test, so a new value in the shipped file cannot go untested.
 */
export function deriveSiteConfig(shipped: string, values: TestValues): string {
  const origin = values.httpsPort === 443 ? `https://${values.serverName}` : `https://${values.serverName}:${values.httpsPort}`;
  const seen = new Map<string, number>();
  let upstreamsWritten = false;
  const lines = shipped.split("\n").flatMap((line): string[] => {
    const directive = /^(\s*)([a-z_0-9]+)\s+([^;#]*?);\s*(#\s*CHANGE\b.*)?$/.exec(line);
    if (!directive) return [line];
    const [, indent, name, value, marker] = directive as unknown as [string, string, string, string, string | undefined];
    const set = (newValue: string) => {
      seen.set(name, (seen.get(name) ?? 0) + 1);
      return [`${indent}${name} ${newValue};`];
    };
    if (name === "listen") {
      const [address, ...options] = value.split(/\s+/);
      if (address!.startsWith("[")) return [];
      const port = { "80": values.httpPort, "443": values.httpsPort }[address!];
      if (port === undefined) throw new Error(`deploy config: unexpected listen address "${address}"`);
      return set([`127.0.0.1:${port}`, ...options].join(" "));
    }
    if (!marker) return [line];
    switch (name) {
      case "server_name":
        return set(values.serverName);
      case "return": {
        const [status, target] = value.split(/\s+/);
        const path = target!.replace(/^https:\/\/[^/$]+/, "");
        if (path === target) throw new Error(`deploy config: the marked return has no https:// origin: ${value}`);
        return set(`${status} ${origin}${path}`);
      }
      case "ssl_certificate":
        return set(values.certificate);
      case "ssl_certificate_key":
        return set(values.certificateKey);
      case "server":
        // The shipped file lists example instances; the test's own take their place.
        if (upstreamsWritten) return [];
        upstreamsWritten = true;
        return values.upstreams.flatMap((upstream) => set(upstream));
      case "proxy_cache_path": {
        // Each cache in a folder of its own: nginx refuses two on one path.
        const [, ...parameters] = value.split(/\s+/);
        const earlier = seen.get(name) ?? 0;
        return set([earlier === 0 ? values.cacheDirectory : `${values.cacheDirectory}-${earlier + 1}`, ...parameters].join(" "));
      }
      case "access_log": {
        const [, ...format] = value.split(/\s+/);
        return set([values.accessLog, ...format].join(" "));
      }
      default:
        throw new Error(`deploy config: a marked "${name}" the test does not know how to set: ${line.trim()}`);
    }
  });
  for (const name of ["listen", "server_name", "return", "ssl_certificate", "ssl_certificate_key", "server", "proxy_cache_path"]) {
    if (!seen.has(name)) throw new Error(`deploy config: no "${name}" line found to set`);
  }
  return lines.join("\n");
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
export function makeCertificate(directory: string): { certificate: string; key: string } {
  const certificate = path.join(directory, "localhost.crt");
  const key = path.join(directory, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { certificate, key };
}

/**
 * Ports for nginx: each from its environment variable when set, or else one the system finds
 * free, held until `release()` so that nothing started meanwhile (an instance on port 0) is
 * given it too.
 */
export async function reservePorts(...fromEnv: (string | undefined)[]): Promise<{ ports: number[]; release: () => Promise<void> }> {
  const held: Server[] = [];
  const ports = await Promise.all(
    fromEnv.map(async (value) => {
      if (value) return Number(value);
      const server = createServer();
      held.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", resolve);
      });
      return (server.address() as { port: number }).port;
    }),
  );
  const release = async () => {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  };
  return { ports, release };
}

/** HTTPS to nginx from a chosen loopback address, trusting only the test's certificate. */
export function requestThrough(
  target: { httpsPort: number; serverName: string; certificate: string },
  options: { path: string; method?: string; headers?: Record<string, string>; localAddress?: string; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: target.httpsPort,
        servername: target.serverName,
        ca: readFileSync(target.certificate),
        localAddress: options.localAddress,
        method: options.method ?? "GET",
        path: options.path,
        headers: { Host: `${target.serverName}:${target.httpsPort}`, ...options.headers },
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

export type NginxProxy = {
  origin: string;
  httpPort: number;
  httpsPort: number;
  serverName: string;
  certificate: string;
  /** The config nginx runs, derived from the shipped one. */
  siteConfig: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * nginx in the foreground, as a child of the test: a small main config of the test's own
 * (pid, logs and temporary files in `directory`, one worker, Debian's http-wide defaults) that
 * includes the derived site config. Ready once a health check passes through it to the
 * instances.
 */
export async function startNginx(
  nginx: string,
  directory: string,
  values: Omit<TestValues, "certificate" | "certificateKey" | "accessLog" | "cacheDirectory">,
): Promise<NginxProxy> {
  const { certificate, key } = makeCertificate(directory);
  const siteConfig = deriveSiteConfig(readFileSync(shippedConfig, "utf8"), {
    ...values,
    certificate,
    certificateKey: key,
    accessLog: path.join(directory, "brightline.access.log"),
    cacheDirectory: path.join(directory, "page-cache"),
  });
  const sitePath = path.join(directory, "brightline.conf");
  writeFileSync(sitePath, siteConfig);
  const mainPath = path.join(directory, "nginx.conf");
  const file = (name: string) => path.join(directory, name);
  writeFileSync(
    mainPath,
    [
      "daemon off;",
      // One worker keeps it light, and makes the round-robin over the instances strict.
      "worker_processes 1;",
      `pid ${file("nginx.pid")};`,
      `error_log ${file("error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      // What Debian's own nginx.conf sets around the sites it includes, so that the site file
      // is tried where it will be installed (one of these set again there would not load).
      "    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;",
      "    ssl_prefer_server_ciphers on;",
      "    gzip on;",
      `    access_log ${file("access.log")};`,
      `    client_body_temp_path ${file("client-body")};`,
      `    proxy_temp_path ${file("proxy")};`,
      `    fastcgi_temp_path ${file("fastcgi")};`,
      `    uwsgi_temp_path ${file("uwsgi")};`,
      `    scgi_temp_path ${file("scgi")};`,
      `    include ${sitePath};`,
      "}",
      "",
    ].join("\n"),
  );
  // Run as root, nginx's workers drop to "nobody", who must reach the temporary files.
  chmodSync(directory, 0o755);
  const child = startChild(nginx, ["-p", `${directory}/`, "-c", mainPath, "-e", file("error.log")], {});
  const proxy: NginxProxy = {
    origin: `https://${values.serverName}:${values.httpsPort}`,
    httpPort: values.httpPort,
    httpsPort: values.httpsPort,
    serverName: values.serverName,
    certificate,
    siteConfig,
    ...child,
    stop: () => stopChild(child.process, "SIGTERM"),
  };
  try {
    await waitFor(
      "nginx",
      { ...child, output: () => child.output() + readLog(file("error.log")) },
      () =>
        requestThrough(proxy, { path: "/healthz" }).then(
          (response) => (response.status === 200 ? true : undefined),
          () => undefined,
        ),
      15_000,
    );
  } catch (error) {
    await proxy.stop();
    throw error;
  }
  return proxy;
}

function readLog(file: string) {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

export function makeTemporaryDirectory() {
  const directory = mkdtempSync(path.join(tmpdir(), "brightline-nginx-"));
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
