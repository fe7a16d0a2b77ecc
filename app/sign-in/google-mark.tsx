/**
 * Google's "G", in its own colours as its sign-in guidelines ask; decorative beside the words.
 * A file, not inline SVG: its path data would weigh on the sign-in pages' first-load script.
 */
export function GoogleMark() {
  return <img src="/images/google-g.svg" alt="" width={20} height={20} className="size-5 shrink-0" />;
}
