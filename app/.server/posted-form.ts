/**
 * A request's form, or undefined when its body is not one (another content type, a broken
 * body): the sender's mistake, which an action answers with 400, never a server error.
 */
export function postedForm(request: Request): Promise<FormData | undefined> {
  return request.formData().catch(() => undefined);
}
