import { randomBytes, timingSafeEqual } from "node:crypto";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AccountArea } from "~/components/layout/account-area";
import type { AccountUser } from "~/types/account-user";
import { ACCOUNT_SHAPE, standInUser, type StandInVariant } from "./stand-in";

/**
 * This process's secret part of every placeholder and of the stand-in header: a request from
 * outside cannot ask for a stand-in's page, and no visitor's text can be a placeholder.
 */
const STAND_IN_KEY = randomBytes(12).toString("hex");

export function standInKey(): string {
  return STAND_IN_KEY;
}

/** The stand-in header's value that asks for a page made for this stand-in. */
export function standInHeaderValue(shape: string, variant: StandInVariant): string {
  return `${STAND_IN_KEY}.${shape}.${variant}`;
}

/** The stand-in a request asks to be served as, when its header carries this process's key. */
export function standInFromHeader(value: string | string[] | undefined): AccountUser | null {
  if (typeof value !== "string") return null;
  const [key, shape, variant] = value.split(".");
  if (!key || !sameKey(key) || !shape || !ACCOUNT_SHAPE.test(shape) || (variant !== "a" && variant !== "b")) return null;
  return standInUser(shape, variant, STAND_IN_KEY);
}

function sameKey(key: string): boolean {
  const given = Buffer.from(key);
  const ours = Buffer.from(STAND_IN_KEY);
  return given.length === ours.length && timingSafeEqual(given, ours);
}

/**
 * The bar's account corner for this person, as the page's render writes it: what is put into
 * a page made for a stand-in. (AccountCorner adds nothing around it until a logout fails.)
 */
export function renderAccountCorner(user: AccountUser): string {
  return renderToString(
    <MemoryRouter>
      <AccountArea user={user} />
    </MemoryRouter>,
  );
}
