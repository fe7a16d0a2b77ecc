import { photoURLAnswer } from "./photo-endpoint";
import { m } from "~/i18n/paraglide/messages.js";

/** A refusal in the server's own words, beside the photo field (describeAuthError reads `said` and `field`). */
const refusal = (said: string) => Object.assign(new Error(said), { said, field: "photo" });

const unreachable = () => m.photo_unreachable();

/** Sends a chosen photo to be checked and kept; the address to set on the account. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.set("photo", file);
  const response = await fetch("/account/photo", { method: "POST", body, credentials: "same-origin" }).catch(() => {
    throw refusal(unreachable());
  });
  if (response.status === 413) throw refusal(m.photo_too_big());
  const answer = photoURLAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw refusal(unreachable());
  if ("error" in answer.data) throw refusal(answer.data.error);
  return answer.data.photoURL;
}

/** Erases the kept photo; the account's photo is then cleared by the caller. */
export async function removeProfilePhoto(): Promise<void> {
  const response = await fetch("/account/photo", { method: "DELETE", credentials: "same-origin" }).catch(() => {
    throw refusal(unreachable());
  });
  if (!response.ok) throw refusal(m.photo_not_removed());
}
