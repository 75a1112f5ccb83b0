export type Billing = "monthly" | "annual";

/** An annual plan costs ten months: two months free, which is the "save 17%" label. */
export const ANNUAL_MONTHS_CHARGED = 10;

/** Rounds to whole cents without floating-point surprises (49.99 * 10 = 499.9). */
function cents(value: number) {
  return Math.round(value * 100) / 100;
}

export interface PlanPrice {
  /** What is charged each billing period. */
  amount: number;
  /** What that is per month. */
  perMonth: number;
  period: "month" | "year";
}

export function planPrice(monthly: number, billing: Billing): PlanPrice {
  if (billing === "monthly")
    return { amount: cents(monthly), perMonth: cents(monthly), period: "month" };
  const amount = cents(monthly * ANNUAL_MONTHS_CHARGED);
  return { amount, perMonth: cents(Math.floor((amount / 12) * 100) / 100), period: "year" };
}

/** The whole-percent saving of paying yearly instead of twelve monthly payments (17). */
export function annualSavingPercent() {
  return Math.round(((12 - ANNUAL_MONTHS_CHARGED) / 12) * 100);
}
