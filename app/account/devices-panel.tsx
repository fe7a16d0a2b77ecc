import { MonitorSmartphone } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { localizedPath } from "~/i18n/locale";
import { useAuth } from "~/sign-in/auth-context";
import type { NoScriptAnswer } from "~/identity/no-script-answer";
import type { DeviceEnding } from "~/sign-in/session-requests";
import { useAccountActions } from "~/sign-in/use-account-actions";
import { Button } from "~/components/ui/button";
import { DotBadge } from "~/components/ui/dot-badge";
import { loadPage } from "~/page-scripts/load-page";
import { AccountPanel } from "./account-panel";
import { ConfirmedAction } from "./confirmed-action";
import { PanelNotice, usePanelNotice } from "./panel-notice";

/** A signed-in session as the panel lists it, its times already in words (made on the server, so both renders agree). */
export type DeviceRow = { id: string; device: string; from: string | null; signedIn: string; lastSeen: string; current: boolean };

/** The account page's form names for logging devices out, by whether the account confirms with a password. */
export const DEVICE_FORMS = { withPassword: "devices", withGoogle: "devicesByGoogle" } as const;

/**
 * The account page's Devices: every browser where the person is logged in, this one marked, each
 * other one logged out on its own; every other one at once; or every one, this one included (which
 * also revokes the tokens every browser holds). Ending sessions elsewhere asks for a fresh sign-in
 * first, as deleting the account does. Logging this browser out is the bar's Logout, here too.
 */
export function DevicesPanel({ devices, withPassword, answer }: { devices: DeviceRow[]; withPassword: boolean; answer?: NoScriptAnswer }) {
  const { logOutDevices } = useAccountActions();
  const { logOut } = useAuth();
  const { notice, said, change } = usePanelNotice();
  const others = devices.filter((device) => !device.current);
  const formName = withPassword ? DEVICE_FORMS.withPassword : DEVICE_FORMS.withGoogle;
  // Which form a no-script answer belongs to: the one whose `end` it carries.
  const answerFor = (end: string) => (answer?.values.end === end ? answer : undefined);

  const end = (password: string | null, ending: DeviceEnding, afterwards: string) =>
    change(() => logOutDevices(password, ending), afterwards);

  return (
    <AccountPanel id="devices-heading" title={m.devices_title()} intro={m.devices_intro()}>
      <div className="space-y-6">
        <PanelNotice notice={notice} said={said} />
        <ul className="divide-y divide-base-300" aria-label={m.devices_list_label()}>
          {devices.map((device) => (
            <li key={device.id} className="space-y-3 py-4 first:pt-0 last:pb-0">
              <div className="flex items-start gap-3">
                <MonitorSmartphone aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {device.device}
                    {device.current ? <DotBadge tone="success">{m.devices_this_device()}</DotBadge> : null}
                  </p>
                  <p className="text-sm text-base-content/75">
                    {m.devices_seen({ signedIn: device.signedIn, from: device.from ? ` ${device.from}` : "", lastSeen: device.lastSeen })}
                  </p>
                </div>
              </div>
              {device.current ? (
                // The bar's Logout: a plain form, which works without JavaScript.
                <form noValidate method="post" action="/auth/logout">
                  <Button type="submit" variant="ghost" className="btn-sm">
                    {m.devices_log_out()}
                    <span className="sr-only">{m.devices_log_out_this()}</span>
                  </Button>
                </form>
              ) : (
                <ConfirmedAction
                  label={m.devices_log_out()}
                  context={device.device}
                  formName={formName}
                  hidden={{ end: `one:${device.id}` }}
                  withPassword={withPassword}
                  explanation={m.devices_one_explanation({ device: device.device })}
                  submitLabel={m.devices_one_submit()}
                  busyLabel={m.devices_busy()}
                  answer={answerFor(`one:${device.id}`)}
                  onConfirm={(password) => end(password, { end: "one", id: device.id }, m.devices_one_done({ device: device.device }))}
                />
              )}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2 border-t border-base-300 pt-5">
          {others.length > 0 ? (
            <ConfirmedAction
              label={m.devices_others_label()}
              formName={formName}
              hidden={{ end: "others" }}
              withPassword={withPassword}
              explanation={m.devices_others_explanation()}
              submitLabel={m.devices_others_submit()}
              busyLabel={m.devices_busy()}
              answer={answerFor("others")}
              onConfirm={(password) => end(password, { end: "others" }, m.devices_others_done())}
            />
          ) : null}
          <ConfirmedAction
            label={m.devices_all_label()}
            formName={formName}
            hidden={{ end: "all" }}
            withPassword={withPassword}
            explanation={m.devices_all_explanation()}
            submitLabel={m.devices_all_submit()}
            busyLabel={m.devices_busy()}
            answer={answerFor("all")}
            onConfirm={async (password) => {
              await logOutDevices(password, { end: "all" });
              // The server has ended every session and cleared this one's cookie; this clears the page's own record.
              await logOut().catch(() => undefined);
              loadPage(localizedPath("/"));
            }}
          />
        </div>
      </div>
    </AccountPanel>
  );
}
