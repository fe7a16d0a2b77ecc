import { atIndex, type ContentField, valueAt } from "~/content-store/content-fields";

/** The form a browser sends for `data`, as the studio draws it: one entry per control, under its name. */
export function formOf(fields: readonly ContentField[], data: Record<string, unknown>): FormData {
  const form = new FormData();
  const write = (field: ContentField) => {
    const value = valueAt(data, field.name);
    switch (field.kind) {
      case "group":
        return field.fields.forEach(write);
      case "list":
        return (Array.isArray(value) ? value : []).forEach((_, index) => write(atIndex(field.item, field.name, index)));
      case "check":
        if (value === true) form.append(field.name, "on");
        return;
      default:
        // A text area sends CRLF line ends, as browsers do.
        form.append(
          field.name,
          value === undefined ? "" : String(value).replaceAll("\n", field.kind === "text" && field.multiline ? "\r\n" : "\n"),
        );
    }
  };
  fields.forEach(write);
  return form;
}
