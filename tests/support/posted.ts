import { postedForm, type PostedForm } from "../../app/platform/posted-form.server";

/** A form as an action reads it: sent in a POST's body and read back by postedForm, as the routes do. */
export function posted(form: FormData | [string, string][]): Promise<PostedForm> {
  const body = Array.isArray(form) ? new URLSearchParams(form) : form;
  return postedForm(new Request("http://localhost/", { method: "POST", body }));
}
