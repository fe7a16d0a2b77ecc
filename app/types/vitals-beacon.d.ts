/** The field-data reporter's address (scripts/vitals-beacon-plugin.ts). */
declare module "virtual:vitals-beacon" {
  const reporterAddress: string;
  export default reporterAddress;
}
