import { useState } from "react";

/** Two letters that stand for a person when there is no photo. */
export function initialsOf(name: string | null | undefined, fallback = "?"): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
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

type AvatarProps = {
  name: string | null;
  photoURL: string | null;
  seed: string;
  size?: number;
};

/** A user's photo, or their initials on a coloured circle when there is none or it fails. */
export function Avatar({ name, photoURL, seed, size = 36 }: AvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const showPhoto = Boolean(photoURL) && failedURL !== photoURL;
  const dimensions = { width: size, height: size };

  if (showPhoto) {
    return (
      <img
        src={photoURL!}
        alt=""
        {...dimensions}
        className="shrink-0 rounded-full object-cover ring-2 ring-base-300"
        referrerPolicy="no-referrer"
        onError={() => setFailedURL(photoURL)}
        data-testid="avatar-photo"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={dimensions}
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-sm font-bold ${colourFor(seed)}`}
      data-testid="avatar-initials"
    >
      {initialsOf(name)}
    </span>
  );
}
