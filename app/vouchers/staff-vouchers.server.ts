import { randomInt } from "node:crypto";
import { asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "~/database/database.server";
import { vouchers, type Voucher } from "~/database/schema.server";
import { spreadsheetCsv } from "~/platform/spreadsheet-csv.server";
import { voucherUses } from "./voucher-uses.server";
import type { VoucherInput } from "./voucher-form.server";

/** Who made a voucher: the staff member's uid. */
type Maker = { uid: string };

/** The code already names another voucher: staff choose another. */
export class VoucherCodeTakenError extends Error {
  override name = "VoucherCodeTakenError";
}

// Letters and digits that cannot be read as each other (no 0/O, 1/I/L): a code read out on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A batch code: the partner's name in capitals (up to 12 letters and digits), a dash, eight random characters. */
function batchCode(batch: string): string {
  const prefix =
    batch
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, "")
      .slice(0, 12) || "CODE";
  return `${prefix}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

/**
 * Makes what the staff's form asked for (issue 66): one code with its number of uses, or a batch
 * of single-use codes under a partner's label, all in one transaction. Returns how many codes it
 * made. A code made on its own that is taken already is refused (VoucherCodeTakenError).
 */
export async function makeVouchers(db: Database, input: VoucherInput, maker: Maker, now: Date): Promise<number> {
  const { kind, amount, courseSlug, validFrom, validUntil } = input;
  const terms = { kind, amount, courseSlug, validFrom, validUntil, createdBy: maker.uid, createdAt: now };
  if (input.mode === "one") {
    const made = await db
      .insert(vouchers)
      .values({ ...terms, code: input.code, maxUses: input.maxUses })
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    if (made.length === 0) throw new VoucherCodeTakenError("That code is taken.");
    return 1;
  }
  return db.transaction(async (tx) => {
    let made = 0;
    // A random code that happens to be taken is drawn again; 31^8 makes that rare.
    for (let tries = 0; made < input.count && tries < input.count * 3; tries++) {
      const rows = await tx
        .insert(vouchers)
        .values(
          Array.from({ length: input.count - made }, () => ({ ...terms, code: batchCode(input.batch), maxUses: 1, batch: input.batch })),
        )
        .onConflictDoNothing()
        .returning({ id: vouchers.id });
      made += rows.length;
    }
    return made;
  });
}

/** A voucher as the staff's list shows it, with how many times it has been used. */
export type ListedVoucher = Voucher & { uses: number };

/** A batch as the staff's list shows it: its label, its terms (the first code's), how many codes and uses. */
export type ListedBatch = { batch: string; terms: Voucher; codes: number; used: number };

/**
 * The vouchers staff have made, newest first: each code made on its own with its uses, and each
 * batch as one line with its count of codes and of codes used.
 */
export async function voucherList(db: Database): Promise<{ single: ListedVoucher[]; batches: ListedBatch[] }> {
  const single = await db.select().from(vouchers).where(isNull(vouchers.batch)).orderBy(desc(vouchers.createdAt)).limit(200);
  const uses = await voucherUses(
    db,
    single.map((voucher) => voucher.id),
  );
  const batchRows = await db
    .select({ batch: sql<string>`${vouchers.batch}` })
    .from(vouchers)
    .where(isNotNull(vouchers.batch))
    .groupBy(vouchers.batch)
    .orderBy(desc(sql`max(${vouchers.createdAt})`))
    .limit(100);
  const batches: ListedBatch[] = [];
  for (const { batch } of batchRows) {
    const codes = await db.select().from(vouchers).where(eq(vouchers.batch, batch)).orderBy(asc(vouchers.createdAt), asc(vouchers.code));
    const used = await voucherUses(
      db,
      codes.map((voucher) => voucher.id),
    );
    batches.push({ batch, terms: codes[0]!, codes: codes.length, used: used.size });
  }
  return { single: single.map((voucher) => ({ ...voucher, uses: uses.get(voucher.id) ?? 0 })), batches };
}

/** A batch's codes as a CSV for the partner: each code, and whether it has been used. */
export async function batchCsv(db: Database, batch: string): Promise<ReadableStream<Uint8Array> | undefined> {
  const codes = await db.select().from(vouchers).where(eq(vouchers.batch, batch)).orderBy(vouchers.code);
  if (codes.length === 0) return undefined;
  const uses = await voucherUses(
    db,
    codes.map((voucher) => voucher.id),
  );
  async function* rows() {
    for (const voucher of codes) yield [voucher.code, (uses.get(voucher.id) ?? 0) > 0 ? "yes" : "no"];
  }
  return spreadsheetCsv(["code", "used"], rows(), "voucher batch");
}
