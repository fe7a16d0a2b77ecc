import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PrimaryLinks } from "./primary-links";

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? "bg-primary/10 text-primary" : "hover:bg-base-200"}`;
}

/**
 * The navigation below 1024 px: a disclosure button and a dropdown. It closes on Escape
 * (returning focus to the button), on a click or tap outside, and whenever the page changes.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Close when the page changes. Comparing against the last seen location during render
  // avoids an extra effect pass and a frame with the menu still open.
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-square rounded-full btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute right-0 mt-3 w-[min(20rem,calc(100vw-2.5rem))] origin-top-right animate-rise rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
      >
        <PrimaryLinks linkClass={mobileLinkClass} />
      </nav>
    </div>
  );
}
