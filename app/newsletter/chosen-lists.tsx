import { Check } from "lucide-react";

/** The lists an address receives or asked for, by name, each ticked. */
export function ChosenLists({ lists }: { lists: readonly string[] }) {
  return (
    <ul className="space-y-1">
      {lists.map((list) => (
        <li key={list} className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {list}
        </li>
      ))}
    </ul>
  );
}
