import { useState } from "react";

/** Two letters that stand for a person when there is no photo. */
export function initialsOf(name: string | null | undefined, fallback = "?"): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  // By code point, not UTF-16 unit: half of an emoji's pair is no character, and the server and
  // the browser would write it differently.
  const first = firstCharacter(words[0]!);
  const last = words.length > 1 ? firstCharacter(words[words.length - 1]!) : "";
  return (first + last).toUpperCase();
}

function firstCharacter(word: string): string {
  for (const character of word) return character;
  return "";
}

const circleColours = [
  "bg-primary text-primary-content",
  "bg-secondary text-secondary-content",
  "bg-accent text-accent-content",
  "bg-neutral text-neutral-content",
];

/** The same person always gets the same colour, so the circle is recognisable. */
export function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return circleColours[hash % circleColours.length]!;
}

/** The two sizes in use, as classes rather than inline styles, which the site's CSP forbids. */
const sizes = {
  small: { pixels: 36, className: "size-9" },
  large: { pixels: 64, className: "size-16" },
} as const;

type AvatarProps = {
  name: string | null;
  photoURL: string | null;
  seed: string;
  size?: keyof typeof sizes;
};

/**
 * A user's photo over their initials on a coloured circle: where there is no photo, or it
 * fails to load, the initials show. A failed photo is removed once the page has hydrated; on a
 * page without scripts it stays as an empty, transparent box (its alt is empty), and the
 * initials still show through it.
 */
export function Avatar({ name, photoURL, seed, size = "small" }: AvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const showPhoto = Boolean(photoURL) && failedURL !== photoURL;
  const { pixels, className: sizeClass } = sizes[size];

  return (
    <span className={`relative inline-flex ${sizeClass} shrink-0`}>
      <span
        aria-hidden="true"
        className={`inline-flex size-full items-center justify-center rounded-full text-sm font-bold ${colourFor(seed)}`}
        data-testid="avatar-initials"
      >
        {initialsOf(name)}
      </span>
      {showPhoto ? (
        <img
          src={photoURL!}
          alt=""
          width={pixels}
          height={pixels}
          className="absolute inset-0 size-full rounded-full object-cover ring-2 ring-base-300"
          referrerPolicy="no-referrer"
          // A small picture, and not one React should announce in the page's head: the head is
          // the same for everyone, which lets the account corner be put into a shared page.
          fetchPriority="low"
          onError={() => setFailedURL(photoURL)}
          data-testid="avatar-photo"
        />
      ) : null}
    </span>
  );
}
