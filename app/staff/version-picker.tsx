import { GitCompareArrows } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Picks two versions of a document to compare: a plain GET form, so it works without scripts
 * and its answer is a link a colleague can open.
 */
export function VersionPicker({
  documentId,
  versions,
  from,
  to,
}: {
  documentId: string;
  versions: readonly number[];
  from: number;
  to: number;
}) {
  const action = localizedPath(`/admin/content/${documentId}/compare`);
  const navigation = useNavigation();
  const options = versions.map((number) => ({ id: String(number), label: m.studio_version({ version: number }) }));
  return (
    <Form method="get" action={action} noValidate className="flex flex-wrap items-end gap-3">
      <SelectField
        name="from"
        label={m.studio_compare()}
        placeholder={m.studio_choose_version()}
        options={options}
        defaultValue={String(from)}
        className="max-w-sm"
        required
      />
      <SelectField
        name="to"
        label={m.studio_compare_with()}
        placeholder={m.studio_choose_version()}
        options={options}
        defaultValue={String(to)}
        className="max-w-sm"
        required
      />
      <Button type="submit" size="lg" variant="outline" busy={navigation.location?.pathname === action}>
        <GitCompareArrows aria-hidden="true" className="size-4" />
        {m.studio_compare()}
      </Button>
    </Form>
  );
}
