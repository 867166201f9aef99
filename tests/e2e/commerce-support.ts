import type { Locator } from '@playwright/test';

/**
 * Fills the checkout's billing address as a recruiter in Stuttgart would. `vatNumber` is typed only when
 * given ('' clears the field); the company and e-mail differ per journey so their orders stay apart.
 */
export async function fillBillingAddress(
  checkout: Locator,
  billing: { companyName: string; email: string; vatNumber?: string },
): Promise<void> {
  const fields: Record<string, string> = {
    companyName: billing.companyName,
    email: billing.email,
    firstName: 'Rita',
    lastName: 'Recruiter',
    addressLine1: 'Königstraße 1',
    zip: '70173',
    locality: 'Stuttgart',
    countryCode: 'DE',
    ...(billing.vatNumber === undefined ? {} : { vatNumber: billing.vatNumber }),
  };
  for (const [name, value] of Object.entries(fields)) await checkout.locator(`input[name="${name}"]`).fill(value);
}
