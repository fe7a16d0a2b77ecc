import { z } from "zod";
import { inLocale } from "~/i18n/request-locale.server";
import { contentFieldsOf } from "./content-fields.server";
import { fieldLabels } from "./content-field-words";
import { contentKindSpecs } from "./content-kinds.server";
import type { ContentField } from "./content-fields";

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

/** Every key a kind's schema names, as the studio's form reads it (a list's item by its key less its final s). */
function keysOf(schema: JsonSchema, key = "", into = new Set<string>()): Set<string> {
  if (key) into.add(key);
  for (const [child, inner] of Object.entries(schema.properties ?? {})) keysOf(inner, child, into);
  if (schema.items) keysOf(schema.items, key.replace(/s$/, ""), into);
  for (const option of schema.anyOf ?? []) keysOf(option, key, into);
  return into;
}

const labelsOf = (fields: readonly ContentField[]): string[] =>
  fields.flatMap((field) => [
    field.label,
    ...(field.kind === "group" ? labelsOf(field.fields) : field.kind === "list" ? labelsOf([field.item]) : []),
  ]);

describe("the studio's form words", () => {
  it("name every field of every kind of content, so a new field cannot reach the German form in English", () => {
    const unnamed = Object.entries(contentKindSpecs).flatMap(([kind, spec]) =>
      [...keysOf(z.toJSONSchema(spec.schema, { io: "input", unrepresentable: "any" }) as JsonSchema)]
        .filter((key) => !(key in fieldLabels))
        .map((key) => `${kind}: ${key}`),
    );
    expect(unnamed).toEqual([]);
  });

  it("are the page's language: a course's form in German", () => {
    const german = inLocale("de", () => contentFieldsOf("course"));
    expect(labelsOf(german)).toEqual(expect.arrayContaining(["Titel", "Module", "Modul", "Lektion", "Erstattungsfrist in Tagen"]));
    const refund = german.find((field) => field.name === "refundDaysBefore");
    expect(refund?.hint).toMatch(/^Tage vor Beginn, bis zu denen ein stornierter Platz voll erstattet wird/);
    expect(german.find((field) => field.name === "title")?.hint).toMatch(/Zeichen\.$/);
    // A choice is shown in the words the site's pages use; it is sent as its code.
    const level = german.find((field) => field.name === "level");
    expect(level?.kind === "choice" && level.options).toContainEqual({ id: "advanced", label: "Profis" });
  });
});
