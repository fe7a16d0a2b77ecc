import { Button } from "~/components/ui/button";

/**
 * The submit buttons that choose how a held seat is paid, each sending `payment`: card first (the
 * form's default on Enter, and the one that confirms at once), bank transfer where the studio
 * allows it. Their words are the step's own.
 */
export function PaymentChoiceButtons({
  choices,
  words,
}: {
  choices: { card: boolean; bankTransfer: boolean };
  words: { card: string; bankTransfer: string; bankTransferOnly: string };
}) {
  return (
    <>
      {choices.card ? (
        <Button type="submit" name="payment" value="card">
          {words.card}
        </Button>
      ) : null}
      {choices.bankTransfer ? (
        <Button type="submit" name="payment" value="bank-transfer" variant={choices.card ? "outline" : "primary"}>
          {choices.card ? words.bankTransfer : words.bankTransferOnly}
        </Button>
      ) : null}
    </>
  );
}
