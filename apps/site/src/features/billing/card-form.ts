// The payment form's fields: what the member typed, read into the contract's card (the same zod schema the server
// checks), with an error per field.
import type { CardInput } from '@app/contract';
import { cardInput } from '@app/contract';
import type { CardFieldName } from '@app/ui';

export type CardValues = Record<CardFieldName, string>;
export type CardErrors = Partial<Record<CardFieldName, string>>;
export const emptyCard: CardValues = { number: '', expMonth: '', expYear: '', cvc: '', name: '', zip: '' };
export const cardFieldNames = Object.keys(emptyCard) as CardFieldName[];

/** What the member typed → the contract's card (spaces stripped, 2-digit years read as 20xx), or field errors. */
export function readCard(values: CardValues): { card: CardInput } | { errors: CardErrors } {
  const year = values.expYear.trim();
  const parsed = cardInput.safeParse({
    number: values.number.replace(/[\s-]/g, ''),
    expMonth: Number(values.expMonth.trim() || NaN),
    expYear: Number(year.length === 2 ? `20${year}` : year || NaN),
    cvc: values.cvc.trim(),
    name: values.name,
    zip: values.zip.trim(),
  });
  if (parsed.success) return { card: parsed.data };
  const errors: CardErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CardFieldName;
    errors[field] ??=
      cardFieldNames.includes(field) && issue.code === 'invalid_type' ? messageOf(field) : issue.message;
  }
  return { errors };
}
// An empty month or year is NaN, which zod reports as a wrong type: say what to enter instead.
const messageOf = (field: CardFieldName) =>
  field === 'expMonth' ? 'Enter a month from 1 to 12' : 'Enter the year';

/** The card field a 400 or 402 names ("card.number" → number). */
export const cardFieldOf = (field: string | undefined): CardFieldName | undefined => {
  const name = field?.startsWith('card.') ? field.slice('card.'.length) : undefined;
  return cardFieldNames.find((candidate) => candidate === name);
};
