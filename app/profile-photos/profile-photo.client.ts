import { photoURLAnswer } from "./profile-photo-answer";

/** A refusal in the server's own words, beside the photo field (describeAuthError reads `said` and `field`). */
const refusal = (said: string) => Object.assign(new Error(said), { said, field: "photo" });

const UNREACHABLE = "The photo could not be sent: check your connection and try again.";

/** Sends a chosen photo to be checked and kept; the address to set on the account. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.set("photo", file);
  const response = await fetch("/account/photo", { method: "POST", body, credentials: "same-origin" }).catch(() => {
    throw refusal(UNREACHABLE);
  });
  if (response.status === 413) throw refusal("That photo is over 5 MB. Choose a smaller one.");
  const answer = photoURLAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw refusal(UNREACHABLE);
  if ("error" in answer.data) throw refusal(answer.data.error);
  return answer.data.photoURL;
}

/** Erases the kept photo; the account's photo is then cleared by the caller. */
export async function removeProfilePhoto(): Promise<void> {
  const response = await fetch("/account/photo", { method: "DELETE", credentials: "same-origin" }).catch(() => {
    throw refusal(UNREACHABLE);
  });
  if (!response.ok) throw refusal("The photo could not be removed just now. Try again in a minute.");
}
