const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A decimal string ("79.00") as dollars ("$79.00"). Display only: no arithmetic on money. */
export function formatPrice(price: string): string {
  const value = Number(price);
  return Number.isFinite(value) ? usd.format(value) : price;
}
