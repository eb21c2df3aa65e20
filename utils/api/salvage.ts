/** What is kept of an answer that could not be read: the charge and the reference, read on their own. */
import { capText } from './caps';
import type { Charge } from './model';
import { billingFactsSchema } from './schemas';

export interface SalvagedFacts {
  charge?: Charge;
  reference?: string;
}

/** Never throws: the answer already broke one reader, so anything here failing means "nothing known". */
export function salvageBillingFacts(bodyText: string): SalvagedFacts {
  try {
    const json = JSON.parse(bodyText) as unknown;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    const record = json as Record<string, unknown>;
    const parsed = billingFactsSchema.safeParse({
      billing_info: record['billing_info'],
      verification: record['verification'],
      reference_id: record['reference_id'],
    });
    if (!parsed.success) return {};
    const { billing_info: billing, verification, reference_id: referenceId } = parsed.data;
    const facts: SalvagedFacts = {};
    if (billing.was_charged !== undefined) {
      const charge: Charge = { wasCharged: billing.was_charged };
      if (billing.amount !== undefined) charge.amount = billing.amount;
      if (billing.amountNotUnderstood) charge.amountNotUnderstood = true;
      if (billing.currency !== undefined) charge.currency = billing.currency;
      facts.charge = charge;
    }
    const reference = verification.reference ?? referenceId;
    if (reference !== undefined) facts.reference = capText(reference);
    return facts;
  } catch {
    return {};
  }
}
