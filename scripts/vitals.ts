// `npm run vitals`: the 75th percentile of each route's Core Web Vitals as visitors' browsers
// reported them (decision 14), coloured by the published thresholds. Reads what the site
// records, running or stopped: Redis when REDIS_URL is set, otherwise the instances' files in
// data/vitals/.
import { readFieldData } from "../app/field-data/read-field-data.server";
import { vitalsTable, wantsColour } from "./vitals-table";

try {
  const { source, rows, problems } = await readFieldData();
  for (const problem of problems) console.warn(`Left out: ${problem}`);
  if (rows.length === 0) {
    console.log(
      `No field data yet in ${source}. Pages report their Core Web Vitals when a visitor leaves them, ` +
        "while VITALS_REPORTING is on (the default with NODE_ENV=production).",
    );
  } else {
    console.log(`Field data from ${source}: the 75th percentile of each route's page loads.\n`);
    console.log(vitalsTable(rows, { colour: wantsColour(process.stdout) }));
  }
} catch (error) {
  // A wrong setting is one line that names it, as at the site's start; so is an unreachable Redis.
  console.error(
    error instanceof Error && error.name === "SettingsError" ? error.message : `Could not read the field data: ${String(error)}`,
  );
  process.exit(1);
}
