import { data } from "react-router";
import { z } from "zod";

/** An address's id (a lead's, a cohort's): a UUID, or the page is not there (404), never a database error. */
export function uuidParam(value: string | undefined): string {
  const id = z.uuid().safeParse(value);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}
