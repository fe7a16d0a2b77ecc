/** Why a passkey was not added or did not sign anyone in, in words the page can show as they are. */
export class PasskeyRefused extends Error {
  override name = "PasskeyRefused";
  constructor(
    message: string,
    /** The answer's status: 400 for an answer that does not check out, 409 for a passkey already added. */
    readonly status: 400 | 401 | 409 = 400,
  ) {
    super(message);
  }
}
