import { randomUUID } from "node:crypto";
import pg from "pg";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of a test's (or a benchmark's) own on a PostgreSQL server, so that runs never see
 * each other's rows: its address, and `drop` to remove it, connections and all.
 */
export async function createOwnDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
