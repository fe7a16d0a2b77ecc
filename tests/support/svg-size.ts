import { readFileSync } from "node:fs";
import { join } from "node:path";

const publicDir = join(process.cwd(), "public");

/** Reads the width and height attributes of an SVG under public/, by its URL path. */
export function svgSize(src: string): { width: number; height: number } {
  const text = readFileSync(join(publicDir, src), "utf8");
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? "";
  return {
    width: Number(/\swidth="(\d+)"/.exec(root)?.[1]),
    height: Number(/\sheight="(\d+)"/.exec(root)?.[1]),
  };
}

export function publicFileExists(src: string): boolean {
  try {
    readFileSync(join(publicDir, src));
    return true;
  } catch {
    return false;
  }
}
