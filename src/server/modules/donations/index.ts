// Donations and payments: POST /create-payment-intent (donations.routes.ts) and admins' donation
// list and CSV (donations.staff.routes.ts, under /admin). Other modules use it through this file only.
export * from "./donations.service.js";
