import type { PageVitals } from "./vitals-report";

/**
 * The script that starts this page load's field data: once the page has loaded and the browser
 * is idle, it imports the reporter (a module of its own, about 3 KB gzip) and hands it the
 * route. Nothing runs before the load event, and a reporter that fails to load costs this
 * page's report and nothing else. The same for every visitor of a route, so a cached page
 * carries it.
 */
export function VitalsBeacon({ vitals, nonce }: { vitals: PageVitals; nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: vitalsBeaconScript(vitals) }} />;
}

export function vitalsBeaconScript({ route, reporter }: PageVitals): string {
  // JSON is a JavaScript literal; `<` escaped so that no value can close the script element.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `addEventListener("load",()=>{const start=()=>import(${literal(reporter)}).then(m=>m.reportVitals(${literal(route)}),()=>{});` +
    `self.requestIdleCallback?requestIdleCallback(start,{timeout:1e4}):setTimeout(start,1e3)});`
  );
}
